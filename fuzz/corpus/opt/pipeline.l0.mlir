// ovl-gen pipeline --stages 2 --num-microbatches 2 --f-ms 1 --b-ms 2 --w-ms 0 --p2p-ms 0.1
module {
  ovl.mesh @mesh axes [pp = 2 : pipeline]
  ovl.pipeline @pipeline over pp stages [@stage0, @stage1] microbatches 2
  func.func @stage0() attributes {ovl.stage = 0 : i64} {
    %0 = ovl.job forward microbatch 0 -> tensor<1024xf32> {
      %4 = ovl.opaque "F"() {duration_us = 1.000000e+03 : f64} : () -> tensor<1024xf32>
      ovl.send %4 to pp = 1 {ovl.duration_us = 1.000000e+02 : f64} : tensor<1024xf32>
      ovl.yield %4 : tensor<1024xf32>
    }
    %1 = ovl.job forward microbatch 1 -> tensor<1024xf32> {
      %4 = ovl.opaque "F"() {duration_us = 1.000000e+03 : f64} : () -> tensor<1024xf32>
      ovl.send %4 to pp = 1 {ovl.duration_us = 1.000000e+02 : f64} : tensor<1024xf32>
      ovl.yield %4 : tensor<1024xf32>
    }
    %2 = ovl.job backward microbatch 0 -> tensor<1024xf32> {
      %4 = ovl.recv from pp = 1 {ovl.duration_us = 1.000000e+02 : f64} : tensor<1024xf32>
      %5 = ovl.opaque "B"(%0, %4) {duration_us = 2.000000e+03 : f64} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
      %6 = ovl.opaque "W"(%0, %4) {duration_us = 0.000000e+00 : f64} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
      ovl.yield %6 : tensor<1024xf32>
    }
    %3 = ovl.job backward microbatch 1 -> tensor<1024xf32> {
      %4 = ovl.recv from pp = 1 {ovl.duration_us = 1.000000e+02 : f64} : tensor<1024xf32>
      %5 = ovl.opaque "B"(%1, %4) {duration_us = 2.000000e+03 : f64} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
      %6 = ovl.opaque "W"(%1, %4) {duration_us = 0.000000e+00 : f64} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
      ovl.yield %6 : tensor<1024xf32>
    }
    return
  }
  func.func @stage1() attributes {ovl.stage = 1 : i64} {
    %0 = ovl.job forward microbatch 0 -> tensor<1024xf32> {
      %4 = ovl.recv from pp = 0 {ovl.duration_us = 1.000000e+02 : f64} : tensor<1024xf32>
      %5 = ovl.opaque "F"(%4) {duration_us = 1.000000e+03 : f64} : (tensor<1024xf32>) -> tensor<1024xf32>
      ovl.yield %5 : tensor<1024xf32>
    }
    %1 = ovl.job forward microbatch 1 -> tensor<1024xf32> {
      %4 = ovl.recv from pp = 0 {ovl.duration_us = 1.000000e+02 : f64} : tensor<1024xf32>
      %5 = ovl.opaque "F"(%4) {duration_us = 1.000000e+03 : f64} : (tensor<1024xf32>) -> tensor<1024xf32>
      ovl.yield %5 : tensor<1024xf32>
    }
    %2 = ovl.job backward microbatch 0 -> tensor<1024xf32> {
      %4 = ovl.opaque "B"(%0) {duration_us = 2.000000e+03 : f64} : (tensor<1024xf32>) -> tensor<1024xf32>
      %5 = ovl.opaque "W"(%0) {duration_us = 0.000000e+00 : f64} : (tensor<1024xf32>) -> tensor<1024xf32>
      ovl.send %4 to pp = 0 {ovl.duration_us = 1.000000e+02 : f64} : tensor<1024xf32>
      ovl.yield %5 : tensor<1024xf32>
    }
    %3 = ovl.job backward microbatch 1 -> tensor<1024xf32> {
      %4 = ovl.opaque "B"(%1) {duration_us = 2.000000e+03 : f64} : (tensor<1024xf32>) -> tensor<1024xf32>
      %5 = ovl.opaque "W"(%1) {duration_us = 0.000000e+00 : f64} : (tensor<1024xf32>) -> tensor<1024xf32>
      ovl.send %4 to pp = 0 {ovl.duration_us = 1.000000e+02 : f64} : tensor<1024xf32>
      ovl.yield %5 : tensor<1024xf32>
    }
    return
  }
}

