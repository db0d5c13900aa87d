#!/usr/bin/env python3
"""Writes a function with N copies of one stream hazard, for the tests of
how many errors ovl-verify-streams reports.

Usage: unordered-streams.py use|reuse|late N

  use    N gelus on compute, each reading an all-reduce on tp_comm that no
         event orders before it;
  reuse  N gelus on compute, each writing the bytes of an earlier buffer
         that an all-gather on tp_comm may still read (the pattern of
         verify-streams.mlir's @reuse_under_collective, N times at distinct
         offsets);
  late   N gelus on compute, each ordered (program order on one stream),
         then one gelu reading an all-reduce on tp_comm that no event
         orders before it: one hazard, far past the first chunks the check
         shares out among threads.
"""
import sys


def use(n):
    print("func.func @unordered_uses(%x: tensor<64xf32>) {")
    for i in range(n):
        print("  %%a%d = ovl.all_reduce sum %%x over [tp] "
              "{ovl.stream = #ovl<stream tp_comm>} : "
              "tensor<64xf32> -> tensor<64xf32>" % i)
        print("  %%g%d = ovl.gelu %%a%d : tensor<64xf32>" % (i, i))
    print("  return")
    print("}")


def reuse(n):
    print("func.func @reuses(%%x: tensor<64xf32>) attributes "
          "{ovl.transient_bytes = %d : i64} {" % (2048 * n))
    for i in range(n):
        base = 2048 * i
        slice_ = lambda offset, size: "#ovl.slice<transient, %d, %d>" % (
            base + offset, size)
        print("  %%a%d = ovl.gelu %%x {ovl.buffers = [%s]} : tensor<64xf32>"
              % (i, slice_(0, 256)))
        print("  %%e%d = ovl.event_record on compute : !ovl.event" % i)
        print("  ovl.event_wait %%e%d on tp_comm" % i)
        print("  %%h%d = ovl.all_gather_start %%a%d over [tp] dim 0 "
              "{ovl.stream = #ovl<stream tp_comm>, ovl.buffers = [%s]} : "
              "tensor<64xf32> -> !ovl.inflight<tensor<128xf32>>"
              % (i, i, slice_(256, 512)))
        print("  %%b%d = ovl.gelu %%x {ovl.buffers = [%s]} : tensor<64xf32>"
              % (i, slice_(0, 256)))
        print("  %%r%d = ovl.wait %%h%d {ovl.stream = #ovl<stream tp_comm>, "
              "ovl.buffers = [%s]} : !ovl.inflight<tensor<128xf32>> -> "
              "tensor<128xf32>" % (i, i, slice_(256, 512)))
        print("  %%f%d = ovl.event_record on tp_comm : !ovl.event" % i)
        print("  ovl.event_wait %%f%d on compute" % i)
        print("  %%c%d = ovl.gelu %%r%d {ovl.buffers = [%s]} : tensor<128xf32>"
              % (i, i, slice_(768, 512)))
        print("  %%s%d = ovl.gelu %%b%d {ovl.buffers = [%s]} : tensor<64xf32>"
              % (i, i, slice_(1280, 256)))
    print("  return")
    print("}")


def late(n):
    print("func.func @late_hazard(%x: tensor<64xf32>) {")
    print("  %g0 = ovl.gelu %x : tensor<64xf32>")
    for i in range(1, n):
        print("  %%g%d = ovl.gelu %%g%d : tensor<64xf32>" % (i, i - 1))
    print("  %a = ovl.all_reduce sum %x over [tp] "
          "{ovl.stream = #ovl<stream tp_comm>} : "
          "tensor<64xf32> -> tensor<64xf32>")
    print("  %last = ovl.gelu %a : tensor<64xf32>")
    print("  return")
    print("}")


def main():
    kind, n = sys.argv[1], int(sys.argv[2])
    print("ovl.mesh @mesh axes [tp = 2 : tensor]")
    {"use": use, "reuse": reuse, "late": late}[kind](n)


if __name__ == "__main__":
    main()
