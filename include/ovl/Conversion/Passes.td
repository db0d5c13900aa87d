//===- Passes.td - Ovl conversion passes -------------------*- tablegen -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_CONVERSION_PASSES_TD
#define OVL_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def LowerToRuntimePass : Pass<"ovl-lower-to-runtime", "ModuleOp"> {
  let summary = "Lower memory-planned stage functions (L1) to runtime programs (L2)";
  let description = [{
    Replaces every stage function by an `ovl.program` holding its persistent
    tensors and one `ovl.queue` per stream role the function uses, each with
    the function's ops as runtime commands in program order: GEMMs for
    matmuls, linears and the two halves of a matmul gradient; kernels for
    the rest of the compute; collectives and P2P for communication (a start
    becomes the command, its wait none); copies for host loads; records and
    waits for events (a joined event is waited on as its parts). A function
    with no stream assignment runs everything on one stream. Every command
    carries the cost model's estimate (from `device`, or the built-in H100
    description) and its op's location.

    Needs flat functions planned by `ovl-plan-memory`, returning exactly the
    in-place updates of their arguments. It proves, as `ovl-verify-streams`
    does, that each function's streams order every use and that no two live
    buffers share bytes at the offsets it lowers, and refuses the function
    otherwise (the proof runs on another thread while the function is
    lowered; only its diagnostics are shown when it fails). The offsets are
    those the function carries; the lifetimes for the proof are the plan
    the pass manager kept from `ovl-plan-memory` when that pass ran just
    before, else planned afresh. After `ovl-plan-memory=annotate=false`
    (as in `ovl-lower-pipeline`) the ops carry no offsets, and both the
    lowering and the proof read the kept plan's.

    Before:
    ```mlir
    func.func @stage0(...) attributes {ovl.stage = 0 : i64, ...} {
      %y = ovl.gelu %x {ovl.buffers = [#ovl.slice<transient, 0, 256>]} : ...
    ```
    After:
    ```mlir
    ovl.program @stage0 stage 0 transient 256 persistent 0 events 0 {
      ovl.queue 0 compute {
        ovl.rt.kernel "gelu" [<persistent, 0, 256>, <transient, 0, 256>] sizes [64] params [] ... est 3.0 "gelu"
      }
    }
    ```
  }];
  let options = [
    Option<"devicePath", "device", "std::string", /*default=*/"\"\"",
           "Device description (JSON) for the estimates; empty for the "
           "built-in h100-sxm-nvlink">,
    Option<"opsPerRun", "ops-per-run", "unsigned", /*default=*/"16384",
           "Ops lowered per run; runs are lowered at once on the context's "
           "threads and appended in program order (0: the whole function in "
           "one run)">
  ];
  let dependentDialects = ["::mlir::ovl::OvlDialect"];
  let statistics = [
    Statistic<"numCommands", "commands", "Number of runtime commands emitted">,
    Statistic<"numPlansReused", "plans-reused",
              "Stage functions whose memory plan, kept from ovl-plan-memory, "
              "was checked without planning again">
  ];
}

#endif // OVL_CONVERSION_PASSES_TD
