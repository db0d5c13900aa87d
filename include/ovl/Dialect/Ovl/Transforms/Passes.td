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

#endif // OVL_DIALECT_OVL_TRANSFORMS_PASSES_TD
