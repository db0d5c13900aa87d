//===- CommunicationCheck.h - Whole-mesh communication proofs ---*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// A training step is one program per pipeline stage, run by every rank whose
// pipeline coordinate is that stage. Whether its communication is right is a
// property of all ranks together, which no single function shows. This
// analysis expands the module over every rank of the mesh and proves:
//
// 1. each communicator (a group of mesh axes, at one coordinate of the other
//    axes) is issued to from one stream per rank, so the order in which a
//    rank enters its collectives is defined (each stream is a worker of its
//    own in the runtime, as in NCCL, where only issue order matches);
// 2. its members issue the same sequence of collectives: kind, reduction,
//    shape and dtype (and dim or root where the kind has one);
// 3. every send has its receive on the peer, in order, with the same shape
//    and dtype, and every receive its send;
// 4. no deadlock: a run of every rank's streams in which compute always
//    completes, events complete when recorded, an asynchronous wait when its
//    start has, and collectives and P2P only when all their parties have
//    reached them (a rendezvous, NCCL's worst case) drains every stream.
//    Otherwise the blocked streams wait on each other in a cycle, and the
//    error names its ranks, streams and ops.
//
// When every rank runs one program (one stage) and only collectives
// communicate, the members of each collective are at the same item of the
// same program, so points 2 and 3 hold and all ranks run in step: the run of
// point 4 is that of one rank whose collectives complete as it reaches them
// (one rank's items, not every rank's). Only a run that does not drain goes
// on to the whole mesh's, whose report names the ranks.
//
// It reads L0 and L1 stage functions (ops inside `ovl.job` included; the
// stream is an op's `ovl.stream`, compute by default) and L2 programs (each
// `ovl.queue` a stream). A module without `ovl.pipeline` is checked function
// by function, each as a program that every rank runs. A large body is
// read on the context's threads, a chunk each; what there is to report is
// reported as a reading in program order would, the first problem alone.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_ANALYSIS_COMMUNICATIONCHECK_H
#define OVL_ANALYSIS_COMMUNICATIONCHECK_H

#include "ovl/Analysis/ParallelVerifier.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"

namespace mlir::ovl {

/// Proves points 1 to 4 above for `module`. Emits an error (with notes) for
/// the first violation of each and fails if there is any. A module without
/// `ovl.mesh` has one rank and nothing to check. `listed`: the ops of
/// blocks of `module` as they are now (verifyInParallel lists them), read
/// from there instead of walking those blocks.
LogicalResult verifyCommunication(ModuleOp module,
                                  const ListedBlocks *listed = nullptr);

} // namespace mlir::ovl

#endif // OVL_ANALYSIS_COMMUNICATIONCHECK_H
