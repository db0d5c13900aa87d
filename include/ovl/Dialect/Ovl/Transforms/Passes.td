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

#endif // OVL_DIALECT_OVL_TRANSFORMS_PASSES_TD
