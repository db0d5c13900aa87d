#!/usr/bin/env python3
"""GPU benchmarks of the cuda backend, written to bench/results/gpu-*.md.

  gpu-pytorch.md    a single-rank GPT step (tp = pp = dp = 1) at three
                    sizes, bf16 and f32: Ovl's ms/step against PyTorch eager
                    running the same model, weights and batch on the same
                    GPU in the same run (SDPA attention, gradient clipping,
                    torch.optim.SGD);
                    the first-step losses of both, as a sanity check.
  gpu-dispatch.md   us per command: a plan of empty kernels on one stream,
                    eager and replayed from a CUDA graph (--cuda-graph);
                    and the step time of a small GPT where launches
                    matter, eager and with graphs.
  gpu-overlap.md    tp 2 and dp 2 on the device-local communicator:
                    baseline vs overlapped step time and exposed
                    communication (measured from CUDA events).
  gpu-sim-error.md  the sim backend's predicted step time and per-class
                    busy times (GEMM, other kernels, communication, copy)
                    against the cuda backend's measured ones: the
                    simulator's first calibration point.
  gpu-sim-validation.md  with --device (the description ovl-run --calibrate
                    fitted, scripts/gpu-check.sh passes it; --device-f32
                    for the f32 steps, fitted in f32): every one-rank plan
                    run above (gpu-pytorch, gpu-dispatch), a GEMM- and
                    attention-bound one, and the small and medium sizes
                    where gpu-pytorch did not run them (under --quick
                    too), a step under 20 ms measured again over 20 steps,
                    against the sim with that description and with
                    --base-device, the one the fit started from. These
                    plans were not the calibration's: a held-out check.

Plans come from the compiler (--tools must hold ovl-gen, ovl-opt and
ovl-translate) or, on a GPU machine without MLIR, from --plans, written
beforehand by `gpu_benchmarks.py --make-plans DIR` (scripts/gpu-prepare.sh).

Usage:
  gpu_benchmarks.py --tools BIN [--plans DIR] [--results DIR] [--quick]
                    [--sections pytorch,dispatch,overlap] [--sizes small,...]
                    [--device FITTED.json [--device-f32 FITTED-F32.json]
                     [--base-device BASE.json]]
  gpu_benchmarks.py --tools BIN --make-plans DIR [--quick]
Never run without a GPU: every figure here is a measurement.
(test/e2e/bench-gpu-sim-validation.test runs the dispatch section and the
sim validation against a fake cuda backend, the simulator, to test the
script itself: test/e2e/fake_cuda_tools.py.)
"""

import argparse
import datetime
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "test", "e2e"))
sys.path.insert(0, HERE)
from bench_tools import trace_events  # noqa: E402

# name -> ovl-gen gpt flags (single rank; one micro-batch per step).
SIZES = {
    "small": dict(layers=4, hidden=1024, heads=16, seq=1024, mb=4, vocab=32000),
    "medium": dict(layers=8, hidden=2048, heads=16, seq=2048, mb=4, vocab=50257),
    "large": dict(layers=12, hidden=4096, heads=32, seq=2048, mb=2, vocab=50257),
}
QUICK_SIZES = {
    "tiny": dict(layers=2, hidden=256, heads=4, seq=256, mb=2, vocab=1000),
}
# Sizes the sim validation measures on the cuda backend whatever the run's
# sizes (--quick too), without PyTorch: steps of about 50 ms and half a
# second on an H200 (bench/results/gpu-h200-2026-11-30), where attention
# weighs more than in the calibration's step. With them one --quick run
# gives every row of the validation.
VALIDATION_SIZES = ("small", "medium")
# Overlap models: (name, parallel flags).
OVERLAP_MODELS = [
    ("tp2", dict(layers=4, hidden=2048, heads=16, seq=2048, mb=2, vocab=50257,
                 tp=2, dp=1)),
    ("dp2", dict(layers=4, hidden=2048, heads=16, seq=2048, mb=2, vocab=50257,
                 tp=1, dp=2)),
]
DISPATCH_COMMANDS = 20000
# A single-rank GPT small enough that kernel launches bound its step.
LAUNCH_BOUND = dict(layers=4, hidden=256, heads=4, seq=128, mb=1, vocab=8192)
# A single-rank GPT bound by its GEMMs and attention, unlike the calibration's
# plan in shape (4 layers of hidden 2048, seq 512 x 4 against 2 of 1024, seq
# 1024 x 2): the sim validation's held-out check of the fitted rates (the
# tiny plans mostly check the fixed cost). Measured only with --device.
HELD_OUT = dict(layers=4, hidden=2048, heads=16, seq=512, mb=4, vocab=32000)


def run(command, **kwargs):
    result = subprocess.run(command, capture_output=True, text=True, **kwargs)
    if result.returncode != 0:
        raise RuntimeError("%s failed:\n%s%s" % (" ".join(command),
                                                 result.stdout, result.stderr))
    return result.stdout


def gen_flags(cfg, dtype):
    flags = ["--num-layers", cfg["layers"], "--hidden-size", cfg["hidden"],
             "--num-attention-heads", cfg["heads"], "--seq-length", cfg["seq"],
             "--micro-batch-size", cfg["mb"], "--num-microbatches", 1,
             "--vocab-size", cfg["vocab"],
             "--tensor-model-parallel-size", cfg.get("tp", 1),
             "--data-parallel-size", cfg.get("dp", 1)]
    if dtype == "bf16":
        flags.append("--bf16")
    return [str(f) for f in flags]


def compile_plan(tools, cfg, dtype, path, overlap=False):
    mlir = path + ".mlir"
    run([os.path.join(tools, "ovl-gen"), "gpt", "--optimizer", "sgd"] +
        gen_flags(cfg, dtype) + ["-o", mlir])
    passes = (["--ovl-overlap-pipeline"] if overlap else []) + \
        ["--ovl-lower-pipeline"]
    run([os.path.join(tools, "ovl-opt"), mlir] + passes + ["-o", path + ".l2"])
    run([os.path.join(tools, "ovl-translate"), "--ovl-to-plan", path + ".l2",
         "-o", path])
    os.remove(mlir)
    os.remove(path + ".l2")


def dispatch_plan(path):
    with open(path, "w") as f:
        f.write("ovl-plan 3\nmesh tp=1:tensor\nprogram stage=0 transient=64 "
                "persistent=0 events=0 streams=1\n")
        f.write("stream id=0 role=compute commands=%d\n" % DISPATCH_COMMANDS)
        for i in range(DISPATCH_COMMANDS):
            f.write("kernel op=opaque outs= label=empty%d\n" % i)
        f.write("end\n")


def size_plan(plans, name, dtype):
    return os.path.join(plans, "gpt-%s-%s.plan" % (name, dtype))


def make_plans(tools, out, sizes):
    os.makedirs(out, exist_ok=True)
    for name, cfg in sizes.items():
        for dtype in ("bf16", "f32"):
            compile_plan(tools, cfg, dtype, size_plan(out, name, dtype))
    for name in VALIDATION_SIZES:
        if name not in sizes:
            for dtype in ("bf16", "f32"):
                compile_plan(tools, SIZES[name], dtype,
                             size_plan(out, name, dtype))
    for name, cfg in OVERLAP_MODELS:
        for dtype in ("bf16", "f32"):
            for variant, overlap in (("baseline", False), ("overlap", True)):
                compile_plan(tools, cfg, dtype, os.path.join(
                    out, "%s-%s-%s.plan" % (name, dtype, variant)), overlap)
    for dtype in ("bf16", "f32"):
        compile_plan(tools, LAUNCH_BOUND, dtype,
                     os.path.join(out, "launch-bound-%s.plan" % dtype))
        compile_plan(tools, HELD_OUT, dtype,
                     os.path.join(out, "held-out-%s.plan" % dtype))
    dispatch_plan(os.path.join(out, "dispatch.plan"))


REPORT_FIELDS = {
    "step": r"step time\s+([0-9.]+) ms(?: \(min ([0-9.]+))?",
    "compute": r"compute busy\s+([0-9.]+) ms per rank \(GEMM ([0-9.]+) ms",
    "communication": r"communication busy\s+([0-9.]+) ms",
    "copy": r"copy busy\s+([0-9.]+) ms",
    "exposed": r"exposed communication\s+([0-9.]+) ms",
}


def parse_report(text):
    """Times (ms) of ovl-run --report; `step` is the fastest step."""
    values = {}
    m = re.search(REPORT_FIELDS["step"], text)
    values["step"] = float(m.group(2) or m.group(1))
    m = re.search(REPORT_FIELDS["compute"], text)
    values["gemm"] = float(m.group(2))
    values["kernels"] = float(m.group(1)) - values["gemm"]
    for key in ("communication", "copy", "exposed"):
        m = re.search(REPORT_FIELDS[key], text)
        values[key] = float(m.group(1)) if m else 0.0
    losses = [float(x) for x in re.findall(r"^step \d+ loss (\S+)$", text,
                                           re.M)]
    values["first_loss"] = losses[0] if losses else None
    return values


def ovl_run(tools, plan, backend, steps=6, extra=()):
    text = run([os.path.join(tools, "ovl-run"), plan, "--backend", backend,
                "--steps", str(steps if backend == "cuda" else 1), "--report"]
               + list(extra))
    return parse_report(text), text


def pytorch_step_ms(cfg, dtype, steps=6, seed=1234):
    """PyTorch eager on the same weights and batch; (fastest ms, loss 1)."""
    import math
    import torch
    import torch.nn.functional as F
    import ovl_reference as ref

    # The oracle's own flags and defaults, with the model's ovl-gen flags.
    c = ref.Config(ref.model_parser().parse_args(
        ["--optimizer", "sgd"] + gen_flags(cfg, dtype)))
    torch_dtype = torch.bfloat16 if dtype == "bf16" else torch.float32
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    params = {name: (t.detach().to("cuda", torch_dtype).requires_grad_(True), wd)
              for name, (t, wd) in ref.build_parameters(c, seed).items()}
    P = {name: t for name, (t, _) in params.items()}
    tokens = ref.synthetic_tokens(seed, 0, 0, c.micro_batch, c.seq + 1,
                                  c.vocab).to("cuda")
    b, s, h, heads = c.micro_batch, c.seq, c.hidden, c.heads
    dim = h // heads

    def forward():
        x = P["embedding.word_embeddings.weight"][tokens[:, :s]]
        x = x + P["embedding.position_embeddings.weight"]
        for i in range(c.layers):
            p = "decoder.layers.%d." % i
            y = F.layer_norm(x, [h], P[p + "input_layernorm.weight"],
                             P[p + "input_layernorm.bias"], c.eps)
            qkv = torch.addmm(P[p + "self_attention.linear_qkv.bias"],
                              y.view(-1, h),
                              P[p + "self_attention.linear_qkv.weight"])
            qkv = qkv.view(b, s, heads, 3, dim)
            q, k, v = (qkv[:, :, :, j].transpose(1, 2) for j in range(3))
            if hasattr(F, "scaled_dot_product_attention"):
                attn = F.scaled_dot_product_attention(q, k, v, is_causal=True)
            else:  # PyTorch before 2.0 (Debian's): the explicit form.
                scores = (q @ k.transpose(-1, -2)) / math.sqrt(dim)
                mask = torch.triu(torch.ones(s, s, dtype=torch.bool,
                                             device=scores.device), 1)
                attn = torch.softmax(scores.masked_fill(mask, float("-inf")),
                                     -1) @ v
            attn = attn.transpose(1, 2).reshape(-1, h)
            x = x + torch.addmm(P[p + "self_attention.linear_proj.bias"], attn,
                                P[p + "self_attention.linear_proj.weight"]
                                ).view(b, s, h)
            y = F.layer_norm(x, [h], P[p + "pre_mlp_layernorm.weight"],
                             P[p + "pre_mlp_layernorm.bias"], c.eps)
            y = F.gelu(torch.addmm(P[p + "mlp.linear_fc1.bias"], y.view(-1, h),
                                   P[p + "mlp.linear_fc1.weight"]))
            x = x + torch.addmm(P[p + "mlp.linear_fc2.bias"], y,
                                P[p + "mlp.linear_fc2.weight"]).view(b, s, h)
        x = F.layer_norm(x, [h], P["decoder.final_layernorm.weight"],
                         P["decoder.final_layernorm.bias"], c.eps)
        # Megatron ties the output layer to the word embedding by default
        # (as ovl_reference.py does).
        output = (P["output_layer.weight"] if c.untie
                  else P["embedding.word_embeddings.weight"].t())
        logits = x.view(-1, h) @ output
        return F.cross_entropy(logits.float(), tokens[:, 1:].reshape(-1))

    optimizer = ref.make_optimizer(c, params)
    times, first_loss = [], None
    for step in range(steps):
        start = torch.cuda.Event(enable_timing=True)
        end = torch.cuda.Event(enable_timing=True)
        start.record()
        optimizer.zero_grad(set_to_none=False)
        loss = forward()
        loss.backward()
        ref.clip_gradients(c, params)  # as Ovl's step does (--clip-grad 1.0)
        optimizer.step()
        end.record()
        torch.cuda.synchronize()
        if first_loss is None:
            first_loss = loss.item()
        if step >= 1:  # The first step warms up (allocator, cuBLAS).
            times.append(start.elapsed_time(end))
    del params, P, optimizer
    torch.cuda.empty_cache()
    return min(times), first_loss


def header(title, device, command):
    return ("# %s\n\n- date: %s\n- device: %s\n- command: `%s`\n\n" %
            (title, datetime.date.today().isoformat(), device, command))


def describe_device(tools, plan):
    text = run([os.path.join(tools, "ovl-run"), plan, "--backend", "cuda",
                "--report"])
    notes = re.findall(r"note: (.*)", text)
    smi = run(["nvidia-smi", "--query-gpu=name,driver_version",
               "--format=csv,noheader"]).strip()
    return "%s (nvidia-smi: %s)" % ("; ".join(notes), smi)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tools", required=True)
    parser.add_argument("--plans")
    parser.add_argument("--make-plans")
    parser.add_argument("--results", default=os.path.join(HERE, "results"))
    parser.add_argument("--quick", action="store_true",
                        help="a tiny size only (a smoke test of the script)")
    parser.add_argument("--sections", default="pytorch,dispatch,overlap",
                        help="which results to measure (comma-separated)")
    parser.add_argument("--sizes", help="PyTorch comparison sizes to run "
                        "(comma-separated; default all)")
    parser.add_argument("--device", help="a calibrated description: the sim "
                        "with it against every one-rank step measured")
    parser.add_argument("--device-f32", help="the calibrated description "
                        "for f32 steps (default --device)")
    parser.add_argument("--base-device", help="the description --device was "
                        "fitted from, for a second column")
    args = parser.parse_args()
    sizes = QUICK_SIZES if args.quick else SIZES
    sections = set(args.sections.split(","))
    unknown = sections - {"pytorch", "dispatch", "overlap"}
    if unknown:
        parser.error("unknown section(s): %s" % ", ".join(sorted(unknown)))
    if args.sizes and not args.make_plans:
        wanted = args.sizes.split(",")
        missing = [n for n in wanted if n not in sizes]
        if missing:
            parser.error("unknown size(s): %s" % ", ".join(missing))
        sizes = {n: sizes[n] for n in wanted}
    if args.make_plans:
        make_plans(args.tools, args.make_plans, sizes)
        return 0
    plans = args.plans or os.path.join(args.results, "..", "..", "out",
                                       "gpu-plans")
    if not os.path.exists(os.path.join(plans, "dispatch.plan")):
        make_plans(args.tools, plans, sizes)
    command = " ".join(sys.argv)
    device = describe_device(args.tools, os.path.join(plans, "dispatch.plan"))
    os.makedirs(args.results, exist_ok=True)

    # The sim validation reuses the one-rank steps dispatch and pytorch
    # measure, and goes before the overlap models: on a lent GPU's few
    # minutes, what the validation needs comes first.
    if "dispatch" in sections:
        measure_dispatch(args, plans, device, command)
    if "pytorch" in sections:  # The large size takes minutes.
        measure_pytorch(args, plans, sizes, device, command)
    if args.device:
        write_sim_validation(args, plans, device, command)
    if "overlap" in sections:
        measure_overlap(args, plans, device, command)
    return 0


# One-rank plans the sections above ran on the cuda backend: (label,
# dtype, plan, fastest step in ms, or None where not measured yet).
ONE_RANK_PLANS = []

# The sim validation measures a short step again over more steps: the
# fastest of 20 after a warm-up where the fastest of 5 was under
# REMEASURE_BELOW_MS. A launch-bound step of 2 ms varied by 17% between
# two runs of the fastest of 5 on one H200, where a 31 ms step agreed
# within 0.1% (bench/results/gpu-h200-2026-11-30); a step of a second
# repeated 21 times would take most of a lent GPU's minutes.
VALIDATION_STEPS = 21
REMEASURE_BELOW_MS = 20.0


# The kinds of command the sim validation reports apart (the first word of
# a trace event's name); the rest of the compute is "other kernels".
BREAKDOWN = ("attention", "attention_grad", "gemm")


def time_by_kind(trace):
    """ms per step by kind of command in an ovl-run --trace file: the median
    over the steps after the first (the warm-up), or the one step."""
    per_step = {}
    for e in trace_events(trace):
        kind = e["name"].split()[0]
        if kind not in BREAKDOWN:
            kind = "other" if e.get("cat") == "compute" else e.get("cat")
        totals = per_step.setdefault(e.get("args", {}).get("step", 1), {})
        totals[kind] = totals.get(kind, 0.0) + e["dur"] / 1000.0
    steps = sorted(per_step)[1:] or sorted(per_step)
    kinds = set().union(*(per_step[s] for s in steps))
    return {k: statistics.median(per_step[s].get(k, 0.0) for s in steps)
            for k in kinds}


def write_sim_validation(args, plans, device, command):
    fitted = {"bf16": args.device, "f32": args.device_f32 or args.device}
    # The held-out plan, then the validation sizes the pytorch section did
    # not run: (label, model, plan) to measure here.
    wanted = [("held-out (%d x %d, seq %d x %d) %s" % (
        HELD_OUT["layers"], HELD_OUT["hidden"], HELD_OUT["seq"],
        HELD_OUT["mb"], dtype), HELD_OUT, dtype,
        os.path.join(plans, "held-out-%s.plan" % dtype))
        for dtype in ("bf16", "f32")]
    measured_plans = {plan for _, _, plan, _ in ONE_RANK_PLANS}
    wanted += [("gpt-%s %s" % (name, dtype), SIZES[name], dtype,
                size_plan(plans, name, dtype))
               for name in VALIDATION_SIZES for dtype in ("bf16", "f32")
               if size_plan(plans, name, dtype) not in measured_plans]
    for label, cfg, dtype, plan in wanted:
        try:
            if not os.path.exists(plan):  # Plans made before it existed.
                compile_plan(args.tools, cfg, dtype, plan)
        except (RuntimeError, OSError) as e:
            print("sim validation: %s not compiled: %s" % (
                label, str(e).splitlines()[0]), flush=True)
            continue
        ONE_RANK_PLANS.append((label, dtype, plan, None))
    rows = []
    traces = tempfile.mkdtemp(prefix="ovl-sim-validation-")
    for n, (label, dtype, plan, measured) in enumerate(ONE_RANK_PLANS):
        cuda_trace = os.path.join(traces, "%d-cuda.json" % n)
        sim_trace = os.path.join(traces, "%d-sim.json" % n)
        traced = ["--trace", cuda_trace]
        try:
            if measured is None:
                measured = ovl_run(args.tools, plan, "cuda",
                                   extra=traced)[0]["step"]
            if measured < REMEASURE_BELOW_MS:
                measured = ovl_run(args.tools, plan, "cuda",
                                   steps=VALIDATION_STEPS,
                                   extra=traced)[0]["step"]
            elif not os.path.exists(cuda_trace):
                # Measured by another section: a few steps more, traced.
                ovl_run(args.tools, plan, "cuda", steps=3, extra=traced)
        except RuntimeError as e:
            print("sim validation: %s not measured: %s" % (
                label, str(e).splitlines()[-1]), flush=True)
            continue
        sims = []
        for description in [fitted[dtype]] + ([args.base_device]
                                              if args.base_device else []):
            sim, _ = ovl_run(args.tools, plan, "sim",
                             extra=["--device", description] +
                             (["--trace", sim_trace] if not sims else []))
            sims.append(sim["step"])
        rows.append((label, os.path.basename(fitted[dtype]), measured, sims,
                     time_by_kind(cuda_trace), time_by_kind(sim_trace)))
    shutil.rmtree(traces, ignore_errors=True)
    with open(os.path.join(args.results, "gpu-sim-validation.md"), "w") as f:
        f.write(header("Simulator with the calibrated description against "
                       "the cuda backend", device, command))
        f.write("One-rank steps (no communication, nothing shares the GPU), "
                "measured: the fastest of 5 steps after a warm-up, of %d "
                "(a second run) where that was under %g ms. Sim: one step "
                "with the "
                "description ovl-run --calibrate fitted on this GPU from "
                "another plan of the step's dtype%s. error = (sim - "
                "measured) / measured.\n\n"
                % (VALIDATION_STEPS - 1, REMEASURE_BELOW_MS,
                   ", and with `%s`, the description it was fitted from"
                   % os.path.basename(args.base_device)
                   if args.base_device else ""))
        base = " sim ms (base) | error |" if args.base_device else ""
        f.write("| plan | measured ms | fitted description | sim ms (fitted) "
                "| error |%s\n|---|---|---|---|---|%s\n"
                % (base, "---|---|" if args.base_device else ""))
        for label, name, measured, sims, _, _ in rows:
            f.write("| %s | %.3f | %s | %s |\n" % (
                label, measured, name, " | ".join(
                    "%.3f | %+.1f%%" % (sim, 100.0 * (sim - measured) /
                                        measured) for sim in sims)))
        f.write("\n## Where the time goes\n\nPer kind of command, ms per "
                "step: measured (from the run's trace, the median over its "
                "steps after the first) / sim with the fitted description "
                "(error).\n\n| plan | %s | other kernels |\n|---|%s---|\n"
                % (" | ".join(BREAKDOWN), "---|" * len(BREAKDOWN)))
        for label, _, _, _, cuda, sim in rows:
            cells = []
            for kind in BREAKDOWN + ("other",):
                m, p = cuda.get(kind, 0.0), sim.get(kind, 0.0)
                cells.append("%.3f / %.3f (%s)" % (
                    m, p, "%+.1f%%" % (100.0 * (p - m) / m) if m > 0
                    else "-"))
            f.write("| %s | %s |\n" % (label, " | ".join(cells)))
    for label, name, measured, sims, cuda, sim in rows:
        print("sim validation %s: measured %.3f ms, sim %s" % (
            label, measured, ", ".join("%.3f" % x for x in sims)), flush=True)
        print("  by kind (measured / sim ms): %s" % ", ".join(
            "%s %.3f / %.3f" % (k, cuda.get(k, 0.0), sim.get(k, 0.0))
            for k in BREAKDOWN + ("other",)), flush=True)


def measure_pytorch(args, plans, sizes, device, command):
    rows = []
    for name, cfg in sizes.items():
        for dtype in ("bf16", "f32"):
            plan = size_plan(plans, name, dtype)
            try:
                ovl, _ = ovl_run(args.tools, plan, "cuda")
                ovl_ms, ovl_loss = "%.2f" % ovl["step"], ovl["first_loss"]
                ONE_RANK_PLANS.append(("gpt-%s %s" % (name, dtype), dtype,
                                       plan, ovl["step"]))
                ovl_split = "%.2f / %.2f" % (ovl["gemm"], ovl["kernels"])
            except RuntimeError as e:
                ovl_ms, ovl_loss = "failed: %s" % str(e).splitlines()[-1], None
                ovl_split = "-"
            try:
                torch_ms, torch_loss = pytorch_step_ms(cfg, dtype)
                torch_text = "%.2f" % torch_ms
            except Exception as e:  # Out of memory, say: recorded as such.
                torch_text, torch_loss = "failed: %s" % e, None
            rows.append((name, cfg, dtype, ovl_ms, ovl_split, torch_text,
                         ovl_loss, torch_loss))
            print("pytorch %s %s: ovl %s ms, torch %s ms" %
                  (name, dtype, ovl_ms, torch_text), flush=True)
    with open(os.path.join(args.results, "gpu-pytorch.md"), "w") as f:
        f.write(header("Single-rank GPT step: Ovl cuda backend vs PyTorch "
                       "eager", device, command))
        f.write("Fastest of 5 steps after a warm-up step, each side; same "
                "weights (ovl-run's seed 1234) and batch, gradients clipped to "
                "norm 1.0 (Megatron-LM's default) before SGD. f32 without "
                "TF32 on both sides. PyTorch uses SDPA for attention.\n\n")
        f.write("Ovl's GEMM / other-kernel ms are its busy times per class, "
                "the mean over its six steps with the warm-up step (cuBLAS's "
                "first calls) included, from CUDA events around each "
                "command: not the fastest step's.\n\n")
        f.write("| size | layers x hidden, seq x mb | dtype | Ovl ms/step | "
                "Ovl GEMM / other kernels ms | PyTorch ms/step | "
                "Ovl / PyTorch | first loss Ovl | first loss PyTorch |\n"
                "|---|---|---|---|---|---|---|---|---|\n")
        for name, cfg, dtype, ovl_ms, ovl_split, torch_ms, ol, tl in rows:
            try:
                ratio = "%.2f" % (float(ovl_ms) / float(torch_ms))
            except ValueError:
                ratio = "-"
            f.write("| %s | %d x %d, %d x %d | %s | %s | %s | %s | %s | %s | "
                    "%s |\n"
                    % (name, cfg["layers"], cfg["hidden"], cfg["seq"],
                       cfg["mb"], dtype, ovl_ms, ovl_split, torch_ms, ratio,
                       "%.4f" % ol if ol is not None else "-",
                       "%.4f" % tl if tl is not None else "-"))



def graph_launch_us(text):
    """--cuda-graph's host launch time per step (us), from the report."""
    m = re.search(r"launch ([0-9.]+) us of host time per step", text)
    return float(m.group(1)) if m else None


def measure_dispatch(args, plans, device, command):
    dispatch = os.path.join(plans, "dispatch.plan")
    eager, _ = ovl_run(args.tools, dispatch, "cuda")
    graph, graph_text = ovl_run(args.tools, dispatch, "cuda",
                                extra=["--cuda-graph"])
    launch = graph_launch_us(graph_text)
    rows = []
    for dtype in ("bf16", "f32"):
        plan = os.path.join(plans, "launch-bound-%s.plan" % dtype)
        if not os.path.exists(plan):
            continue
        e, _ = ovl_run(args.tools, plan, "cuda")
        g, _ = ovl_run(args.tools, plan, "cuda", extra=["--cuda-graph"])
        rows.append((dtype, e["step"], g["step"]))
        ONE_RANK_PLANS.append(("launch-bound %s (eager)" % dtype, dtype,
                               plan, e["step"]))
    with open(os.path.join(args.results, "gpu-dispatch.md"), "w") as f:
        f.write(header("cuda backend dispatch overhead", device, command))
        f.write("%d empty kernels on one stream, each between two timing "
                "events; fastest of 5 steps after the first.\n\n"
                % DISPATCH_COMMANDS)
        f.write("| dispatch | ms/step | us per command |\n|---|---|---|\n")
        for name, values in (("eager (a host thread enqueues)", eager),
                             ("--cuda-graph (replayed)", graph)):
            f.write("| %s | %.3f | **%.3f** |\n"
                    % (name, values["step"],
                       1000.0 * values["step"] / DISPATCH_COMMANDS))
        if launch is not None:
            f.write("\nHost time of one graph launch: %.1f us per step.\n"
                    % launch)
        f.write("\nSingle-rank GPT (%d layers, hidden %d, seq %d, micro-batch "
                "%d), fastest step:\n\n| dtype | eager ms | --cuda-graph ms "
                "| speed-up |\n|---|---|---|---|\n"
                % (LAUNCH_BOUND["layers"], LAUNCH_BOUND["hidden"],
                   LAUNCH_BOUND["seq"], LAUNCH_BOUND["mb"]))
        for dtype, e, g in rows:
            f.write("| %s | %.3f | %.3f | %.2fx |\n" % (dtype, e, g, e / g))
    print("dispatch: %.2f us per command eager, %.2f with graphs"
          % (1000.0 * eager["step"] / DISPATCH_COMMANDS,
             1000.0 * graph["step"] / DISPATCH_COMMANDS), flush=True)


def measure_overlap(args, plans, device, command):
    overlap_rows, sim_rows = [], []
    for name, cfg in OVERLAP_MODELS:
        for dtype in ("bf16", "f32"):
            measured = {}
            for variant in ("baseline", "overlap"):
                plan = os.path.join(plans, "%s-%s-%s.plan" %
                                    (name, dtype, variant))
                cuda, _ = ovl_run(args.tools, plan, "cuda")
                sim, _ = ovl_run(args.tools, plan, "sim")
                measured[variant] = cuda
                sim_rows.append(("%s %s %s" % (name, dtype, variant), sim,
                                 cuda))
            overlap_rows.append((name, dtype, measured))
            print("overlap %s %s: %.2f -> %.2f ms" %
                  (name, dtype, measured["baseline"]["step"],
                   measured["overlap"]["step"]), flush=True)
    with open(os.path.join(args.results, "gpu-overlap.md"), "w") as f:
        f.write(header("Overlap on one GPU (device-local communicator)",
                       device, command))
        f.write("Every rank shares the one GPU and the communicator is an "
                "emulation (device copies and reduction kernels), so this "
                "measures scheduling and stream concurrency, not an "
                "interconnect. Fastest of 5 steps after a warm-up.\n\n")
        f.write("| model | dtype | baseline ms/step | overlapped ms/step | "
                "baseline exposed comm ms | overlapped exposed comm ms |\n"
                "|---|---|---|---|---|---|\n")
        for name, dtype, m in overlap_rows:
            f.write("| %s | %s | %.2f | %.2f | %.2f | %.2f |\n" %
                    (name, dtype, m["baseline"]["step"], m["overlap"]["step"],
                     m["baseline"]["exposed"], m["overlap"]["exposed"]))
    with open(os.path.join(args.results, "gpu-sim-error.md"), "w") as f:
        f.write(header("Simulator error against the cuda backend", device,
                       command))
        f.write("Predicted (sim backend, default h100-sxm-nvlink "
                "description) against measured (cuda backend, fastest "
                "step); error = (sim - measured) / measured. Communication "
                "is measured on the device-local emulation, so its error is "
                "not an NVLink calibration.\n\n")
        f.write("| plan | class | sim ms | measured ms | error |\n"
                "|---|---|---|---|---|\n")
        for label, sim, cuda in sim_rows:
            for key in ("step", "gemm", "kernels", "communication", "copy"):
                err = ("%+.0f%%" % (100.0 * (sim[key] - cuda[key]) / cuda[key])
                       if cuda[key] > 0 else "-")
                f.write("| %s | %s | %.3f | %.3f | %s |\n" %
                        (label, key, sim[key], cuda[key], err))


if __name__ == "__main__":
    sys.exit(main())
