//===- Passes.td - Ovl transformation passes ---------------*- tablegen -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_DIALECT_OVL_TRANSFORMS_PASSES_TD
#define OVL_DIALECT_OVL_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def PipelineSchedulePass : Pass<"ovl-pipeline-schedule", "ModuleOp"> {
  let summary = "Reorder every pipeline stage's jobs into a schedule";
  let description = [{
    Puts each stage function's jobs in the order of a pipeline schedule
    (ovl/Dialect/Ovl/Transforms/PipelineOrders.h):

    * `gpipe`: every forward, then every backward (Huang et al., 2019);
    * `1f1b`: warm-up forwards, then one forward and one backward in turn
      (PipeDream-Flush, Megatron-LM's default; Narayanan et al., SC21);
    * `interleaved`: Megatron-LM's interleaved 1F1B over the model chunks
      each stage holds (`ovl.pipeline ... model_chunks V`, written by
      `ovl-gen gpt --num-layers-per-virtual-pipeline-stage`; Narayanan et
      al., SC21, Section 2.2.2);
    * `zb-h1`, `zb-h2`: zero-bubble schedules (Qi et al., ICLR 2024), which
      split each backward job into an input-gradient job (`backward_input`)
      and a weight-gradient job (`backward_weight`) and run the latter
      later. The split reuses ovl-split-matmul-grad's dgrad/wgrad separation:
      W holds the ops whose results only the job's yielded gradients need,
      B everything else, so the gradient is sent as soon as B completes.

    Point-to-point ops move out of their jobs and are placed so that both
    ends of every transfer agree on the order (P2P is a rendezvous): each
    stage issues them in the order of a simulated run of the schedule, a
    send right after the job producing it, a receive before the first job
    the simulated run starts after its data arrived (posted early, Megatron's
    overlapped P2P). The pass runs on L0 stage functions with jobs, before
    `ovl-flatten-jobs`; the result stays bit-identical on the cpu backend,
    because each job computes what it computed and gradients accumulate in
    micro-batch order under every schedule.

    Before (stage 1 of 2, GPipe order, as ovl-gen writes it):
    ```mlir
    %r0 = ovl.recv from pp = 0 ...   // inside forward microbatch 0
    %f0 = ovl.job forward microbatch 0 ...
    %f1 = ovl.job forward microbatch 1 ...
    ovl.job backward microbatch 0 ...   // ends with ovl.send ... to pp = 0
    ovl.job backward microbatch 1 ...
    ```
    After (`schedule=1f1b`; the last stage needs no warm-up):
    ```mlir
    %r0 = ovl.recv from pp = 0 {ovl.stream = #ovl<stream pp_comm>} ...
    %e0 = ovl.event_record on pp_comm : !ovl.event
    ovl.event_wait %e0 on compute
    %f0 = ovl.job forward microbatch 0 ...
    %b0 = ovl.job backward microbatch 0 ...
    ... ovl.send %b0 to pp = 0 {ovl.stream = #ovl<stream pp_comm>} ...
    %f1 = ovl.job forward microbatch 1 ...
    ovl.job backward microbatch 1 ...
    ```
    Transfers run on the `pp_comm` stream, ordered against compute by
    events, so that compute never blocks on a rendezvous (Megatron-LM's
    overlapped P2P).
  }];
  let options = [
    Option<"scheduleName", "schedule", "std::string", /*default=*/"\"1f1b\"",
           "gpipe, 1f1b, interleaved, zb-h1 or zb-h2; auto: where a "
           "pipeline of several stages has jobs, interleaved with several "
           "model chunks per stage and 1f1b with one, nothing otherwise">,
    Option<"virtualStages", "virtual-stages", "int64_t", /*default=*/"0",
           "Model chunks per stage the schedule expects (the pipeline's "
           "model_chunks; 0: whatever the pipeline has)">,
    Option<"devicePath", "device", "std::string", /*default=*/"\"\"",
           "Device description (JSON) for the job times of the witness run; "
           "empty for the built-in h100-sxm-nvlink">
  ];
  let dependentDialects = ["::mlir::ovl::OvlDialect",
                           "::mlir::tensor::TensorDialect"];
  let statistics = [
    Statistic<"numStagesScheduled", "stages", "Stage functions reordered">
  ];
}

def OverlapForwardBackwardPass : Pass<"ovl-overlap-fwd-bwd", "ModuleOp"> {
  let summary = "Run a backward and the neighbouring forward of the steady "
                "state together, so that each hides the other's "
                "tensor-parallel communication";
  let description = [{
    In 1F1B's steady state a stage runs a forward and a backward of
    different micro-batches in turn; neither needs the other. This pass
    picks such neighbouring pairs and makes them one step, as PaddlePaddle's
    1F1B backward/forward overlap and Megatron-LM's combined 1F1B do: the
    receives the second job needs are posted before the first, so that
    ovl-schedule-overlap may interleave the two jobs op by op and run one's
    compute under the other's tensor-parallel collectives.

    Pairs are decided with the cost model and a witness run of the whole
    pipeline (PipelineWitness.h; there a stage's sends and receives queue
    on its one pipeline-communication stream in the order the transfers
    would be placed, and each transfer is a rendezvous of its two ends), in
    which each job takes the time ovl-schedule-overlap's clock gives it and
    a pair saves what that clock gives the two jobs together less than in
    turn (the second job's received inputs then arriving after the first
    job's compute, as a receive between them would order them). Each is
    timed on a scratch copy of the jobs, prepared as the overlap pipeline
    prepares a stage (the options `chunks`, `cap-mb`, `max-in-flight` and
    `keep-program-order` are the pipeline's) and scheduled with the room
    the stage's memory budget leaves over its peak (less the micro-batches
    a longer warm-up holds), in the order ovl-schedule-overlap settles on
    (the memory planner's check, the tighter budgets, the reservation, and
    where none fits the input order), so the saving is what the scheduler
    will realize: the two jobs share their communicators, compute beside
    communication pays the device's contention, and what a job's
    collectives hide under its own compute or the next job's is not counted
    again. A pair waits for both jobs' inputs before it starts. Because the
    stages run in lockstep, a pairing is judged over the whole pipeline:
    each backward with the forward after it, each forward with the backward
    after it, and (under 1F1B) a warm-up of 2(p - s) - 1 forwards on stage s
    followed by pairs F(w + k), B(k), the only one of the three whose pairs'
    inputs all arrive during the step before (stage s - 1 must be two pairs
    ahead). A
    pair is left out when its extra memory (the smaller job's temporary
    peak, plus the micro-batches the longer warm-up holds) exceeds the
    memory budget. The pairing is taken when the witness's step is shorter
    than without. The chosen pairs are marked `ovl.run_with_next` and the
    transfers placed anew (placeTransfers) on the prices the pairing was
    judged by, so each stage's transfers go in the order its estimate
    queued them; the placement posts both inputs of a pair before it.
    Remarks (`remarks=true` or `--ovl-remarks`) give each pairing's
    estimated step and each pair's estimate.

    The pass runs after ovl-pipeline-schedule, on stage functions with jobs.
    Results stay bit-identical: the two jobs share no data, and gradients
    still accumulate in micro-batch order.
  }];
  let options = [
    Option<"memoryBudgetMb", "memory-budget-mb", "double", /*default=*/"0.0",
           "Peak live MiB per rank a stage may reach (0: 110% of the "
           "stage's peak under the input order, ovl-schedule-overlap's "
           "default)">,
    Option<"devicePath", "device", "std::string", /*default=*/"\"\"",
           "Device description (JSON) for the cost model; empty for the "
           "built-in h100-sxm-nvlink">,
    Option<"pairing", "pairing", "std::string", /*default=*/"\"auto\"",
           "auto: the pairing the witness finds fastest, if faster than "
           "none; or one of backward-forward, forward-backward, "
           "warmup-forward-backward, taken whenever it has pairs">,
    Option<"chunks", "chunks", "std::string", /*default=*/"\"auto\"",
           "ovl-decompose-collective-matmul's option, for pricing pairs as "
           "the overlap pipeline prepares and schedules them">,
    Option<"capMb", "cap-mb", "double", /*default=*/"25.0",
           "ovl-bucket-collectives's option, for pricing pairs as the "
           "overlap pipeline prepares and schedules them">,
    Option<"maxInFlight", "max-in-flight", "unsigned", /*default=*/"4",
           "ovl-schedule-overlap's option, for pricing pairs as the "
           "overlap pipeline prepares and schedules them">,
    Option<"keepProgramOrder", "keep-program-order", "bool",
           /*default=*/"false",
           "ovl-schedule-overlap's option, for pricing pairs as the "
           "overlap pipeline prepares and schedules them">,
    Option<"remarks", "remarks", "bool", /*default=*/"false",
           "Explain the decision (also --ovl-remarks)">
  ];
  let dependentDialects = ["::mlir::ovl::OvlDialect"];
  let statistics = [
    Statistic<"numPairsConsidered", "pairs-considered",
              "Neighbouring independent forward/backward pairs">,
    Statistic<"numPairsCombined", "pairs-combined",
              "Pairs run together">
  ];
}

def FlattenJobsPass : Pass<"ovl-flatten-jobs", "func::FuncOp"> {
  let summary = "Inline pipeline jobs into their stage function";
  let description = [{
    Moves the ops of every `ovl.job` into the enclosing block, in place of the
    job, and replaces the job's results with the values it yielded. Each moved
    op is tagged with the job it came from (`ovl.job = #ovl.job<kind, mb>`),
    which traces and reports show, and the function is marked `ovl.flat`:
    it holds no job from then on (the verifier refuses one under the
    marker), and the passes that need a flat function read the marker
    rather than every op. Run it once the pipeline schedule is fixed, before
    the passes that schedule across job boundaries.

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
    (the function: `func.func @stage0(...) attributes {ovl.flat, ...}`)
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

    With `annotate=false` the ops get no `ovl.buffers`: the plan stays with
    the pass manager for the ovl-lower-to-runtime run that follows, which
    reads (and proves) its offsets there. The lowering pipeline runs it so:
    an attribute dictionary per op is half of the pass's time on a large
    module, and the lowering erases the function right after. Arguments
    and the function still get theirs. A lowering in a later ovl-opt run,
    or after another pass, finds no plan and says so.

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
           "('-' for stdout)">,
    Option<"annotate", "annotate", "bool", /*default=*/"true",
           "Attach each op's buffers as `ovl.buffers` (off: keep them only "
           "for the ovl-lower-to-runtime that follows)">
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
    An op already placed on a communication stream (`ovl.stream`, such as
    ovl-pipeline-schedule's P2P on `pp_comm`, ordered by events) already
    runs beside compute and stays as it is.

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
    gradient is all-reduced over the tensor-parallel group (or, under
    sequence parallelism, reduce-scattered along the sequence), emits the
    dgrad GEMM first, starts its reduction, runs the wgrad GEMM, then waits
    (Megatron's LinearWithGradAccumulationAndAsyncCommunication, Paddle's
    column_parallel_linear_backward_overlapping). Batched activations are
    flattened to rows for the wgrad GEMM. Row-parallel and non-parallel
    gradients are left alone; so is a column-parallel gradient whose input
    gradient is not reduced, or is reduced over a group that spans pipeline
    stages (started early, that reduction could pass a send or receive the
    other stages' functions keep in place); with `--ovl-remarks`, a remark
    says why.
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
    has room); compute keeps its program order, and so the input's memory
    profile, except that an op that needs a collective's result yields to
    later independent compute, and that while a gradient reduction's link
    idles (a collective outside every job, over data-parallel peers only), a
    short chain of ready compute that is all it waits for, and takes less
    time than it, runs first (Johnson's rule: at the end of the backward the
    position embedding's gradient goes before the last weight-gradient GEMM,
    which then runs under its all-reduce); a wait is placed only when
    nothing else can run or its collective is already done (the cost model
    says when). Matmul
    gradients are unbundled into their dgrad and wgrad GEMMs first
    (`split-gradients`), so that weight gradients can fill communication gaps
    (Megatron's delayed wgrad).

    Bounds: `memory-budget-mb` caps the peak of simultaneously live bytes (by
    the liveness of `ovl-plan-memory`; 0 means 110% of the input order's
    peak), and `max-in-flight` caps the started, unwaited collectives per
    communicator. Every communicator's operations keep their order, so every
    rank of a group issues them alike; so does all communication with other
    pipeline stages (sends, receives, collectives over a pipeline axis),
    across communicators, because each stage function is scheduled on its
    own. The schedule is verified against the budget with the memory
    planner, and retried with tighter internal budgets. If none fits, the
    same budgets are tried with room reserved for the input order's later
    peak: an op may run ahead of the input's order only if the input's peak
    until that op, plus all that ops run ahead still hold, fits (full
    activation recomputation otherwise runs the next layer's recomputed
    forward under collectives until the backward's own peak has no room).
    If no schedule fits then either, the input order is kept.

    With `keep-program-order`, no op moves but the waits: each goes to just
    before the first op that needs it, or earlier when the in-flight limit
    needs its slot for the next start. After ovl-split-matmul-grad that is
    Megatron-LM's asynchronous tensor-parallel communication (the dgrad's
    all-reduce or reduce-scatter under the wgrad GEMM, the backward's
    all-gather under the dgrad), and nothing more: the schedule that
    Megatron-LM's published runs of 2022 used, as a baseline for the list
    scheduler (bench/sim_validation.py).

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
           "Started, unwaited collectives per communicator (at least 1)">,
    Option<"splitGradients", "split-gradients", "bool", /*default=*/"true",
           "Unbundle matmul gradients into dgrad and wgrad GEMMs first">,
    Option<"keepProgramOrder", "keep-program-order", "bool",
           /*default=*/"false",
           "Move no op but the waits, each to just before the first op that "
           "needs it: Megatron-LM's asynchronous tensor-parallel "
           "communication, a baseline for the list scheduler">,
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
              "Matmul gradients split into dgrad and wgrad GEMMs">,
    Statistic<"numAttempts", "attempts",
              "Schedules tried until one fit the memory budget">
  ];
}

def DecomposeCollectiveMatmulPass
    : Pass<"ovl-decompose-collective-matmul", "func::FuncOp"> {
  let summary = "Split row-parallel GEMM + all-reduce regions into token chunks";
  let description = [{
    A row-parallel linear's all-reduce is needed at once by the next op, so
    no schedule can hide it. This pass splits the GEMM, its all-reduce and
    the row-wise ops after them along the tokens into k chunks, so that
    chunk i's all-reduce runs while chunk i+1 computes (the collective-matmul
    decomposition of Wang et al., ASPLOS'23, T3 and FLUX, done by the
    compiler and sized by the cost model).

    The region starts at a row-parallel `ovl.linear` whose only user is a
    sum `ovl.all_reduce`, and grows through the ops that treat each token on
    its own: linears of any mode, add, mul, gelu, dropout, layer norm and
    all-reduces, in the same job, up to the first op that mixes tokens
    (attention, the loss). A dropout's chunks take their elements' offsets,
    so they draw the whole op's mask; under sequence parallelism only on the
    rank's sequence shard, whose chunks are contiguous rows (a dropout on
    the whole sequence ends the region). In a Megatron layer that is
    everything from one attention's output to the next one's input: both
    tensor-parallel all-reduces of the layer. A collective whose group spans
    pipeline stages is neither a seed nor part of a region: the other
    stages' functions are decomposed on their own and would issue it whole.
    Inputs from outside the region are sliced as views; a value used outside
    it is the concatenation of its chunks, which the memory planner builds
    in place, so nothing is copied.

    Under sequence parallelism (Megatron's `--sequence-parallel`) the seed's
    collective is a reduce-scatter of the sequence over tp, and the region
    also takes the all-gathers that feed the next column-parallel linears:
    the decomposition of matmul + reduce-scatter and all-gather + matmul
    that XLA and TransformerEngine do. Chunk j of the rank's sequence shard
    is its rows [jR, (j+1)R); all-gathering it gives chunk j of the whole
    sequence (every rank's rows j, in rank order), and reduce-scattering
    that gives back the rank's rows. A whole-sequence value that crosses the
    region's edge is a strided set of rows: an input is sliced out by a
    row-block copy, an output (the attention input, activations saved for
    the backward) reassembled by a concatenation of column blocks, a copy;
    no copy is needed when each chunk is one whole sample (k = micro-batch
    size). For bit-identical GEMMs, R and the shard's sequence length must
    be whole row blocks, and k a multiple of the micro-batch size.

    `chunks=auto` simulates the region on one compute stream and one
    communicator with the cost model for k = 2, 4, 8, 16 (k must divide the
    tokens) and keeps the fastest if it beats the unsplit region by more
    than 2%: small chunks lose GEMM efficiency and pay more launches, large
    ones leave more of the last all-reduce exposed. `chunks=N` forces N;
    `chunks=1` turns the pass off.

    Not every op of the region need be chunked: one that no collective
    reads may run whole, on all the tokens, reading the concatenation of its
    input's chunks (built in place) while the chunk ops after it read slices
    of its result (views). Its chunks would cost GEMM efficiency (wave
    quantization) and launches and may hide little: the next layer's QKV
    GEMM after the last all-reduce hides only the last chunk's. With
    `whole-ops` (the default) the same simulation decides, greedily, op by
    op in program order, which to keep whole, for the chunk count chosen or
    forced (not under sequence parallelism, whose whole-sequence values
    would be reassembled by copies).

    Numerics: every output row is computed by the same kernels from the
    same inputs; only the GEMM's row count changes. On the cpu backend
    (OpenBLAS, one thread per call) results are bit-identical in the tests;
    a BLAS whose blocking depended on the row count could differ in the last
    bits, within 1e-6 relative.

    Before (tokens 2x64, k = 2):
    ```mlir
    %y = ovl.linear row %x, %w : (tensor<2x64x32xf32>, tensor<32x64xf32>) -> tensor<2x64x64xf32>
    %z = ovl.all_reduce sum %y over [tp] : tensor<2x64x64xf32> -> tensor<2x64x64xf32>
    ```
    After:
    ```mlir
    %f = tensor.collapse_shape %x [[0, 1], [2]] : tensor<2x64x32xf32> into tensor<128x32xf32>
    %x0 = tensor.extract_slice %f[0, 0] [64, 32] [1, 1] : tensor<128x32xf32> to tensor<64x32xf32>
    %x1 = tensor.extract_slice %f[64, 0] [64, 32] [1, 1] : tensor<128x32xf32> to tensor<64x32xf32>
    %y0 = ovl.linear row %x0, %w : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %y1 = ovl.linear row %x1, %w : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %z0 = ovl.all_reduce sum %y0 over [tp] : tensor<64x64xf32> -> tensor<64x64xf32>
    %z1 = ovl.all_reduce sum %y1 over [tp] : tensor<64x64xf32> -> tensor<64x64xf32>
    %c = tensor.concat dim(0) %z0, %z1 : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<128x64xf32>
    %z = tensor.expand_shape %c [[0, 1], [2]] output_shape [2, 64, 64] : tensor<128x64xf32> into tensor<2x64x64xf32>
    ```
  }];
  let options = [
    Option<"chunks", "chunks", "std::string", /*default=*/"\"auto\"",
           "Token chunks per region: 'auto' (cost model), or a number (1: "
           "off)">,
    Option<"devicePath", "device", "std::string", /*default=*/"\"\"",
           "Device description (JSON) for the cost model; empty for the "
           "built-in h100-sxm-nvlink">,
    Option<"wholeOps", "whole-ops", "bool", /*default=*/"true",
           "Keep ops that no collective reads whole where the cost model "
           "says chunking them does not pay (false: chunk every op of the "
           "region)">,
    Option<"remarks", "remarks", "bool", /*default=*/"false",
           "Report each region and the chunk count chosen (also "
           "--ovl-remarks)">
  ];
  let dependentDialects = ["::mlir::ovl::OvlDialect",
                           "::mlir::tensor::TensorDialect"];
  let statistics = [
    Statistic<"numRegions", "regions", "Row-wise regions split">,
    Statistic<"numChunkOps", "chunk-ops", "Ops created for the chunks">
  ];
}

def BucketCollectivesPass : Pass<"ovl-bucket-collectives", "func::FuncOp"> {
  let summary = "Fuse small collectives into buckets of up to cap-mb";
  let description = [{
    Fuses synchronous all-reduces, reduce-scatters and all-gathers that
    share kind, group, reduction and element type into one collective per
    bucket, as DDP's gradient buckets, fairscale's bucketed reduce-scatter
    and XLA's combiners do: one launch and one latency instead of many.

    Buckets fill in gradient-ready order (when each member's input is
    defined, the order backward produces gradients; all-gathers in
    parameter-use order, by their first use, as the distributed optimizer's
    parameter all-gathers) up to `cap-mb` MiB (MiB = 2^20 bytes, as DDP's
    `bucket_cap_mb`), or for collectives over data-parallel axes up to the
    module's `ovl.data_parallel_bucket_elements` (Megatron's
    `--ddp-bucket-size`, which `ovl-gen` records) when it has one; a
    collective larger than the cap stays alone. A collective joins a bucket only if every member's
    input is defined before any member's result is used, so the fused
    collective sits right after its last member's input: it starts as soon
    as the bucket is ready, and no member waits for another. Buckets whose
    inputs all come from outside the function body (parameter shards) sit at
    its start in the order they were formed, so the all-gather of the
    parameters the forward uses first is issued first. A collective
    whose group spans pipeline stages is left alone: the other stages'
    functions are bucketed on their own, and could bucket or place theirs
    differently.

    Members are flattened and concatenated; the memory planner builds the
    concatenation in place (the producers write straight into the bucket).
    After an all-reduce, each member is a slice of the result (a view);
    after an all-gather (of a leading dimension), each member's blocks are
    copied out of the gathered rows; before a reduce-scatter (of a leading
    dimension), every member's block for rank r is copied into row r of the
    bucket, and each member's shard is a slice of the result. Those
    copies cost HBM time on the compute stream, so an activation's
    all-gather or reduce-scatter (inside a job, over tensor-parallel peers)
    joins a bucket only where the cost model (`device`) says the fused
    collective and the copies take no longer than the bucket and it apart:
    small collectives, whose fixed costs dominate, are fused; large ones,
    such as sequence parallelism's activation all-gathers, stay apart, and
    where they are. Gradient and parameter buckets, and all-reduce buckets
    (which copy nothing), fill up to the cap. Results are bit-identical: every
    element is reduced over the same ranks in the same order. `cap-mb=0`
    disables the pass.

    Before:
    ```mlir
    %a = ovl.all_reduce sum %ga over [dp] : tensor<64x32xf32> -> tensor<64x32xf32>
    %b = ovl.all_reduce sum %gb over [dp] : tensor<32xf32> -> tensor<32xf32>
    ```
    After:
    ```mlir
    %fa = tensor.collapse_shape %ga [[0, 1]] : tensor<64x32xf32> into tensor<2048xf32>
    %c = tensor.concat dim(0) %fa, %gb : (tensor<2048xf32>, tensor<32xf32>) -> tensor<2080xf32>
    %r = ovl.all_reduce sum %c over [dp] : tensor<2080xf32> -> tensor<2080xf32>
    %sa = tensor.extract_slice %r[0] [2048] [1] : tensor<2080xf32> to tensor<2048xf32>
    %a = tensor.expand_shape %sa [[0, 1]] output_shape [64, 32] : tensor<2048xf32> into tensor<64x32xf32>
    %b = tensor.extract_slice %r[2048] [32] [1] : tensor<2080xf32> to tensor<32xf32>
    ```
  }];
  let options = [
    Option<"capMb", "cap-mb", "double", /*default=*/"25.0",
           "Largest bucket in MiB (0 disables the pass)">,
    Option<"devicePath", "device", "std::string", /*default=*/"\"\"",
           "Device description (JSON) for the cost model that decides "
           "whether an all-gather or reduce-scatter bucket pays for its "
           "copies; empty for the built-in h100-sxm-nvlink">,
    Option<"remarks", "remarks", "bool", /*default=*/"false",
           "Report each bucket and each collective left out (also "
           "--ovl-remarks)">
  ];
  let dependentDialects = ["::mlir::ovl::OvlDialect",
                           "::mlir::tensor::TensorDialect"];
  let statistics = [
    Statistic<"numBuckets", "buckets", "Fused collectives created">,
    Statistic<"numBucketed", "bucketed", "Collectives fused into buckets">
  ];
}

def PrefetchInputsPass : Pass<"ovl-prefetch-inputs", "func::FuncOp"> {
  let summary = "Load the next micro-batch's input on the copy stream";
  let description = [{
    Moves the host input loads (`ovl.load_batch`) of micro-batch i + 1 up to
    right after those of micro-batch i, and puts every load on the `copy`
    stream (the PrefetchLoader of modded-nanogpt, as a compiler pass): the
    host-to-device copy of the next batch runs while this one computes. A
    load is only ever moved earlier; loads keep their order.

    A load moved to the copy stream gets an event recorded after it, and
    each stream that reads the batch waits for that event before its first
    reader, so the pass is safe on its own; ovl-assign-streams keeps these
    events. The loaded buffer is live from the load to its last reader, which the
    memory planner sees through happens-before: it is never placed over
    bytes that compute may still be using, and it stays reserved until the
    compute that reads it (after an event on the copy stream) has completed.
    `distance` sets how many micro-batches ahead the loads run.

    Before:
    ```mlir
    %t0 = ovl.load_batch tokens microbatch 0 vocab 256 : tensor<2x32xi32>
    ... micro-batch 0 ...
    %t1 = ovl.load_batch tokens microbatch 1 vocab 256 : tensor<2x32xi32>
    ```
    After:
    ```mlir
    %t0 = ovl.load_batch tokens microbatch 0 vocab 256 {ovl.stream = #ovl<stream copy>} : tensor<2x32xi32>
    %t1 = ovl.load_batch tokens microbatch 1 vocab 256 {ovl.stream = #ovl<stream copy>} : tensor<2x32xi32>
    ... micro-batch 0 ...
    ```
  }];
  let options = [
    Option<"distance", "distance", "int64_t", /*default=*/"1",
           "How many micro-batches ahead the loads run">
  ];
  let dependentDialects = ["::mlir::ovl::OvlDialect"];
  let statistics = [
    Statistic<"numHoisted", "hoisted", "Loads moved earlier">
  ];
}

def AssignStreamsPass : Pass<"ovl-assign-streams", "func::FuncOp"> {
  let summary = "Stream roles, and events on cross-stream dependencies only";
  let description = [{
    Gives every op of a flat function a stream role (`ovl.stream`) and
    orders the streams with events.

    Roles: point-to-point transfers run on `pp_comm`; collectives whose
    group includes an axis with role `data` on `dp_comm` (by role, never by
    name); every other collective on `tp_comm`; host input loads on `copy`;
    a wait on the stream of its first reader (the consumer waits, as with
    cudaStreamWaitEvent; a wait nobody
    reads, such as a send's, stays on its start's stream); everything else
    on `compute`. An op that already carries a role
    keeps it. Synchronous collectives move to their stream too: a consumer
    on another stream waits for them, which is what an asynchronous start
    and a wait at the first use would do.

    Events: an op must start after the ops that define its operands, and an
    SGD update after every other reader of what it overwrites (an
    asynchronous reader by its wait). Where such a predecessor runs on
    another stream, an `ovl.event_record` goes right after it and an
    `ovl.event_wait` right before the op, unless the op's stream already
    knows of that completion through earlier waits (the transitive
    reduction: vector clocks, as in IREE's timepoint elision). One record
    serves every waiter. Buffer reuse needs no events: ovl-plan-memory only
    reuses bytes once happens-before allows it.

    Events already in the function (such as those of ovl-prefetch-inputs)
    are kept and count: an ordering they already provide needs no new wait.
    With `verify` (the default) the result is checked as ovl-verify-streams
    does.

    Before:
    ```mlir
    %y = ovl.matmul %x, %w : ...
    %h = ovl.all_reduce_start sum %y over [tp] : ...
    %z = ovl.gelu %x : ...
    %r = ovl.wait %h : ...
    %s = ovl.add %r, %z : ...
    ```
    After:
    ```mlir
    %y = ovl.matmul %x, %w {ovl.stream = #ovl<stream compute>} : ...
    %e0 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %e0 on tp_comm
    %h = ovl.all_reduce_start sum %y over [tp] {ovl.stream = #ovl<stream tp_comm>} : ...
    %e1 = ovl.event_record on tp_comm : !ovl.event
    %z = ovl.gelu %x {ovl.stream = #ovl<stream compute>} : ...
    ovl.event_wait %e1 on compute
    %r = ovl.wait %h {ovl.stream = #ovl<stream compute>} : ...
    %s = ovl.add %r, %z {ovl.stream = #ovl<stream compute>} : ...
    ```
  }];
  let options = [
    Option<"verify", "verify", "bool", /*default=*/"true",
           "Prove the result as ovl-verify-streams does">
  ];
  let dependentDialects = ["::mlir::ovl::OvlDialect"];
  let statistics = [
    Statistic<"numRecords", "event-records", "Events recorded">,
    Statistic<"numWaits", "event-waits", "Event waits inserted">,
    Statistic<"numImplied", "implied-orderings",
              "Cross-stream orderings already implied by earlier waits">
  ];
}

def VerifyStreamsPass : Pass<"ovl-verify-streams", "func::FuncOp"> {
  let summary = "Prove cross-stream uses ordered and in-flight buffers safe";
  let description = [{
    Checks a flat L1 function against the happens-before relation of its
    streams and events (rules 2 and 3):

    - every op starts after the ops that define its operands complete, on
      whatever stream they ran (a wait after its start, a consumer after
      the wait);
    - an SGD update starts after every other reader of the parameter and
      momentum it overwrites has completed, an asynchronous reader by its
      wait;
    - when the function carries a memory plan (`ovl.buffers`, from
      ovl-plan-memory), two buffers that share bytes are never live at
      once: everything that touches the earlier one, including the
      asynchronous operation that still reads it until its wait, completes
      before anything writes the later one.

    Every violation is an error that names both ops and their streams. The
    pass changes nothing.
  }];
}

def VerifyCommunicationPass : Pass<"ovl-verify-communication", "ModuleOp"> {
  let summary = "Prove communication matched and deadlock-free over every rank";
  let description = [{
    First runs the MLIR verifier over the whole module (the proofs rely on
    the ops' invariants), with a large function's or queue's ops checked in
    chunks on the context's threads; its verdict and messages are
    mlir::verify's. Then expands the module over every rank of its
    mesh (each rank runs the program of its pipeline stage) and proves, for
    L0, L1 and L2 alike:

    - each communicator is issued to from one stream per rank, so the order
      in which a rank enters its collectives is defined;
    - a communicator's members issue the same sequence of collectives (kind,
      reduction, shape, dtype, and dim or root);
    - every send has its receive on the peer and every receive its send, in
      order, with the same shape and dtype;
    - no deadlock: collectives and P2P are treated as rendezvous of all
      their parties (NCCL's worst case), events and asynchronous waits as
      waits on their records and starts, and the run of every stream of
      every rank must drain. When it cannot, the error names the cycle:
      each rank, stream and op in it and what it waits for.

    The registered pipelines run it after every phase that reorders
    communication and at their end, so these are also the points where
    their IR is verified: ovl-opt verifies after every pass only when the
    pipeline does not end with this pass, or under `--verify-each`.
    ovl-pipeline-schedule runs the communication proofs on its result. The
    pass changes nothing.
  }];
}

def DelayWeightGradientsPass : Pass<"ovl-delay-wgrad", "ModuleOp"> {
  let summary = "Run the last layers' weight-gradient GEMMs after the gradient send";
  let description = [{
    In each backward job of each pipeline stage, moves the weight-gradient
    GEMMs of the stage's last `layers` decoder layers in backward order (the
    lowest-numbered layers of the stage: backward runs the layers in
    reverse), with the accumulations that only they feed, into a
    `backward_weight` job that follows the job's `backward_input` half. The
    input gradient, and its send to the previous stage, no longer wait for
    them: the send starts before the GEMMs and overlaps them (Megatron-LM's
    delayed weight-gradient computation). Attention (QKV, projection) and
    MLP (FC1, FC2) weights count alike; layers are known by their
    parameters' Megatron names (`decoder.layers.K.`).

    Matmul gradients are unbundled into dgrad and wgrad GEMMs first (the
    same GEMMs `ovl.matmul_grad` lowers to), and nothing is recomputed or
    reassociated, so results are bit-identical on the cpu backend. Run it on
    L0 stage functions with jobs, before `ovl-pipeline-schedule` (and so
    before the registered pipelines), whose non-zero-bubble schedules run
    each W job right after its B job.
  }];
  let options = [
    Option<"layers", "layers", "int64_t", /*default=*/"1",
           "Layers per stage whose weight-gradient GEMMs are delayed">,
  ];
  let dependentDialects = ["::mlir::tensor::TensorDialect"];
  let statistics = [
    Statistic<"numDelayed", "wgrad-gemms-delayed",
              "Number of weight-gradient GEMMs moved after the gradient send">
  ];
}

#endif // OVL_DIALECT_OVL_TRANSFORMS_PASSES_TD
