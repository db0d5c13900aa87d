//===- Passes.td - Ovl transformation passes ---------------*- tablegen -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_DIALECT_OVL_TRANSFORMS_PASSES_TD
#define OVL_DIALECT_OVL_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def FlattenJobsPass : Pass<"ovl-flatten-jobs", "func::FuncOp"> {
  let summary = "Inline pipeline jobs into their stage function";
  let description = [{
    Moves the ops of every `ovl.job` into the enclosing block, in place of the
    job, and replaces the job's results with the values it yielded. Each moved
    op is tagged with the job it came from (`ovl.job = #ovl.job<kind, mb>`),
    which traces and reports show. Run it once the pipeline schedule is fixed,
    before the passes that schedule across job boundaries.

    Before:
    ```mlir
    %a = ovl.job forward microbatch 0 -> tensor<4xf32> {
      %y = ovl.gelu %x : tensor<4xf32>
      ovl.yield %y : tensor<4xf32>
    }
    ```
    After:
    ```mlir
    %a = ovl.gelu %x {ovl.job = #ovl.job<forward, 0>} : tensor<4xf32>
    ```
  }];
  let dependentDialects = ["::mlir::ovl::OvlDialect"];
  let statistics = [
    Statistic<"numJobsFlattened", "jobs-flattened", "Number of jobs inlined">
  ];
}

def PrintSummaryPass : Pass<"ovl-print-summary", "ModuleOp"> {
  let summary = "Print what a training-step module contains";
  let description = [{
    Prints, per stage function, the number of ops and jobs, the parameters
    and their size, and the communication per kind and group with the bytes
    each rank moves per step. The IR is left unchanged.

    ```
    ovl model summary
      mesh @mesh [pp = 1, dp = 2, tp = 2], 4 ranks
      pipeline @pipeline over pp: 1 stages, 2 micro-batches
      @stage0 (stage 0): 312 ops, 4 jobs, 29 parameters (...)
        all_reduce over [tp]: 28 ops, 104.0 KiB per rank and step
    ```
  }];
  let options = [
    Option<"outputFile", "output", "std::string", /*default=*/"\"-\"",
           "Where to print the summary ('-' for stdout)">
  ];
}

def PlanMemoryPass : Pass<"ovl-plan-memory", "ModuleOp"> {
  let summary = "Assign per-rank arena offsets to every tensor";
  let description = [{
    Places every tensor of every flat stage function in a per-rank arena
    (docs: ovl/Analysis/MemoryPlan.h). Arguments go to the persistent arena;
    other tensors share the transient arena by lifetime. A lifetime ends at
    the completion of the last reader on any stream, by happens-before
    (program order per stream plus events), and an asynchronous operation
    reads and writes until its wait. Results are attached as attributes:
    `ovl.buffers` on ops (one slice per result), `ovl.buffer` on arguments,
    and the arena sizes and peak live bytes on the function.

    Before:
    ```mlir
    %a = ovl.gelu %x : tensor<64xf32>
    %b = ovl.gelu %a : tensor<64xf32>
    ```
    After:
    ```mlir
    %a = ovl.gelu %x {ovl.buffers = [#ovl.slice<transient, 0, 256>]} : ...
    %b = ovl.gelu %a {ovl.buffers = [#ovl.slice<transient, 256, 256>]} : ...
    ```
  }];
  let options = [
    Option<"reportFile", "report", "std::string", /*default=*/"\"\"",
           "Print the arena sizes and peak bytes per rank to this file "
           "('-' for stdout)">
  ];
  let dependentDialects = ["::mlir::ovl::OvlDialect"];
}

def AsyncCollectivesPass : Pass<"ovl-async-collectives", "func::FuncOp"> {
  let summary = "Turn every synchronous collective into a start and a wait";
  let description = [{
    Replaces each synchronous communication op (all-reduce, all-gather,
    reduce-scatter, broadcast, send, recv) by its `*_start` op followed at
    once by an `ovl.wait`, at the same place: the program computes exactly
    what it did, and `ovl-schedule-overlap` can then move the two apart.

    Before:
    ```mlir
    %y = ovl.all_reduce sum %x over [tp] : tensor<8xf32> -> tensor<8xf32>
    ```
    After:
    ```mlir
    %h = ovl.all_reduce_start sum %x over [tp]
        : tensor<8xf32> -> !ovl.inflight<tensor<8xf32>>
    %y = ovl.wait %h : !ovl.inflight<tensor<8xf32>> -> tensor<8xf32>
    ```
  }];
  let dependentDialects = ["::mlir::ovl::OvlDialect"];
  let statistics = [
    Statistic<"numStarted", "collectives-made-async",
              "Number of collectives turned into start/wait pairs">
  ];
}

def SplitMatmulGradPass : Pass<"ovl-split-matmul-grad", "func::FuncOp"> {
  let summary = "Run the dgrad all-reduce of column-parallel linears under the wgrad GEMM";
  let description = [{
    For every column-parallel linear's combined gradient whose input
    gradient is all-reduced over the tensor-parallel group, emits the dgrad
    GEMM first, starts its all-reduce, runs the wgrad GEMM, then waits
    (Megatron's LinearWithGradAccumulationAndAsyncCommunication, Paddle's
    column_parallel_linear_backward_overlapping). Batched activations are
    flattened to rows for the wgrad GEMM. Row-parallel and non-parallel
    gradients are left alone; so is a column-parallel gradient whose input
    gradient is not all-reduced (with `--ovl-remarks`, a remark says why).
    The GEMMs are the ones `ovl.matmul_grad` lowers to, so results are
    bit-identical.

    Before:
    ```mlir
    %dx, %dw = ovl.matmul_grad column %x, %w, %dy : ...
    %r = ovl.all_reduce sum %dx over [tp] : ...
    ```
    After:
    ```mlir
    %dx = ovl.matmul %dy, %w transpose_b : ...
    %h = ovl.all_reduce_start sum %dx over [tp] : ...
    %x2 = tensor.collapse_shape %x ... ; %dy2 = tensor.collapse_shape %dy ...
    %dw = ovl.matmul %x2, %dy2 transpose_a : ...
    %r = ovl.wait %h : ...
    ```
  }];
  let options = [
    Option<"remarks", "remarks", "bool", /*default=*/"false",
           "Explain gradients left alone (also --ovl-remarks)">
  ];
  let dependentDialects = ["::mlir::ovl::OvlDialect",
                           "::mlir::tensor::TensorDialect"];
  let statistics = [
    Statistic<"numSplit", "gradients-split", "Number of gradients split">
  ];
}

def ScheduleOverlapPass : Pass<"ovl-schedule-overlap", "func::FuncOp"> {
  let summary = "Latency-hiding list scheduler: start early, wait late";
  let description = [{
    Reorders the ops of every flat function so that communication runs under
    computation (XLA's latency-hiding scheduler, Inductor's overlap
    scheduler). It simulates the step with the cost model: every collective
    start is issued as soon as its operands are ready (and its communicator
    has room), compute runs in critical-path order, and a wait is placed only
    when nothing else can run or its collective is already done. Matmul
    gradients are unbundled into their dgrad and wgrad GEMMs first
    (`split-gradients`), so that weight gradients can fill communication gaps
    (Megatron's delayed wgrad).

    Bounds: `memory-budget-mb` caps the peak of simultaneously live bytes (by
    the liveness of `ovl-plan-memory`; 0 means 110% of the input order's
    peak), and `max-in-flight` caps the started, unwaited collectives per
    communicator. Every communicator's operations keep their order, so every
    rank of a group issues them alike. The schedule is verified against the
    budget with the memory planner; if no schedule fits, the input order is
    kept.

    With `--ovl-remarks` (or `remarks`), every collective reports how much of
    its estimated time is hidden and, when some is exposed, why: no
    independent compute, the memory budget, or the in-flight limit.

    Before:
    ```mlir
    %h = ovl.all_reduce_start sum %x over [tp] : ...
    %y = ovl.wait %h : ...
    %z = ovl.gelu %w : ...              // independent of %y
    ```
    After:
    ```mlir
    %h = ovl.all_reduce_start sum %x over [tp] : ...
    %z = ovl.gelu %w : ...
    %y = ovl.wait %h : ...
    ```
  }];
  let options = [
    Option<"memoryBudgetMb", "memory-budget-mb", "double", /*default=*/"0.0",
           "Peak live MiB the schedule may reach (0: 110% of the input "
           "order's peak)">,
    Option<"maxInFlight", "max-in-flight", "unsigned", /*default=*/"4",
           "Started, unwaited collectives per communicator">,
    Option<"splitGradients", "split-gradients", "bool", /*default=*/"true",
           "Unbundle matmul gradients into dgrad and wgrad GEMMs first">,
    Option<"devicePath", "device", "std::string", /*default=*/"\"\"",
           "Device description (JSON) for the cost model; empty for the "
           "built-in h100-sxm-nvlink">,
    Option<"remarks", "remarks", "bool", /*default=*/"false",
           "Report hidden and exposed time per collective (also "
           "--ovl-remarks)">
  ];
  let dependentDialects = ["::mlir::ovl::OvlDialect",
                           "::mlir::tensor::TensorDialect"];
  let statistics = [
    Statistic<"numCollectives", "collectives", "Started collectives scheduled">,
    Statistic<"numFullyHidden", "fully-hidden",
              "Collectives whose estimated time is entirely hidden">,
    Statistic<"numGradientsUnbundled", "gradients-unbundled",
              "Matmul gradients split into dgrad and wgrad GEMMs">
  ];
}

#endif // OVL_DIALECT_OVL_TRANSFORMS_PASSES_TD
