module attributes {ovl.device = "h100-sxm-nvlink"} {
  ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 1 : data, tp = 1 : tensor]
  ovl.pipeline @pipeline over pp stages [@stage0, @stage1] microbatches 2 {ovl.schedule = "1f1b"}
  ovl.program @stage0 stage 0 transient 14848 persistent 16896 events 10 {
    ovl.persistent #ovl.param<"embedding.word_embeddings.weight", global [8, 8], init normal(2.000000e-02)> at 0 : tensor<8x8xf32>
    ovl.persistent #ovl.param<"embedding.position_embeddings.weight", global [4, 8], init normal(2.000000e-02)> at 256 : tensor<4x8xf32>
    ovl.persistent #ovl.param<"decoder.layers.0.input_layernorm.weight", global [8], init ones> at 512 : tensor<8xf32>
    ovl.persistent #ovl.param<"decoder.layers.0.input_layernorm.bias", global [8], init zeros> at 768 : tensor<8xf32>
    ovl.persistent #ovl.param<"decoder.layers.0.self_attention.linear_qkv.weight", global [8, 24], init normal(2.000000e-02)> at 1024 : tensor<8x24xf32>
    ovl.persistent #ovl.param<"decoder.layers.0.self_attention.linear_qkv.bias", global [24], init zeros> at 1792 : tensor<24xf32>
    ovl.persistent #ovl.param<"decoder.layers.0.self_attention.linear_proj.weight", global [8, 8], init normal(1.000000e-02)> at 2048 : tensor<8x8xf32>
    ovl.persistent #ovl.param<"decoder.layers.0.self_attention.linear_proj.bias", global [8], init zeros> at 2304 : tensor<8xf32>
    ovl.persistent #ovl.param<"decoder.layers.0.pre_mlp_layernorm.weight", global [8], init ones> at 2560 : tensor<8xf32>
    ovl.persistent #ovl.param<"decoder.layers.0.pre_mlp_layernorm.bias", global [8], init zeros> at 2816 : tensor<8xf32>
    ovl.persistent #ovl.param<"decoder.layers.0.mlp.linear_fc1.weight", global [8, 32], init normal(2.000000e-02)> at 3072 : tensor<8x32xf32>
    ovl.persistent #ovl.param<"decoder.layers.0.mlp.linear_fc1.bias", global [32], init zeros> at 4096 : tensor<32xf32>
    ovl.persistent #ovl.param<"decoder.layers.0.mlp.linear_fc2.weight", global [32, 8], init normal(1.000000e-02)> at 4352 : tensor<32x8xf32>
    ovl.persistent #ovl.param<"decoder.layers.0.mlp.linear_fc2.bias", global [8], init zeros> at 5376 : tensor<8xf32>
    ovl.persistent #ovl.param<"embedding.word_embeddings.weight.exp_avg", global [8, 8], init zeros> at 5632 : tensor<8x8xf32>
    ovl.persistent #ovl.param<"embedding.position_embeddings.weight.exp_avg", global [4, 8], init zeros> at 5888 : tensor<4x8xf32>
    ovl.persistent #ovl.param<"decoder.layers.0.input_layernorm.weight.exp_avg", global [8], init zeros> at 6144 : tensor<8xf32>
    ovl.persistent #ovl.param<"decoder.layers.0.input_layernorm.bias.exp_avg", global [8], init zeros> at 6400 : tensor<8xf32>
    ovl.persistent #ovl.param<"decoder.layers.0.self_attention.linear_qkv.weight.exp_avg", global [8, 24], init zeros> at 6656 : tensor<8x24xf32>
    ovl.persistent #ovl.param<"decoder.layers.0.self_attention.linear_qkv.bias.exp_avg", global [24], init zeros> at 7424 : tensor<24xf32>
    ovl.persistent #ovl.param<"decoder.layers.0.self_attention.linear_proj.weight.exp_avg", global [8, 8], init zeros> at 7680 : tensor<8x8xf32>
    ovl.persistent #ovl.param<"decoder.layers.0.self_attention.linear_proj.bias.exp_avg", global [8], init zeros> at 7936 : tensor<8xf32>
    ovl.persistent #ovl.param<"decoder.layers.0.pre_mlp_layernorm.weight.exp_avg", global [8], init zeros> at 8192 : tensor<8xf32>
    ovl.persistent #ovl.param<"decoder.layers.0.pre_mlp_layernorm.bias.exp_avg", global [8], init zeros> at 8448 : tensor<8xf32>
    ovl.persistent #ovl.param<"decoder.layers.0.mlp.linear_fc1.weight.exp_avg", global [8, 32], init zeros> at 8704 : tensor<8x32xf32>
    ovl.persistent #ovl.param<"decoder.layers.0.mlp.linear_fc1.bias.exp_avg", global [32], init zeros> at 9728 : tensor<32xf32>
    ovl.persistent #ovl.param<"decoder.layers.0.mlp.linear_fc2.weight.exp_avg", global [32, 8], init zeros> at 9984 : tensor<32x8xf32>
    ovl.persistent #ovl.param<"decoder.layers.0.mlp.linear_fc2.bias.exp_avg", global [8], init zeros> at 11008 : tensor<8xf32>
    ovl.persistent #ovl.param<"embedding.word_embeddings.weight.exp_avg_sq", global [8, 8], init zeros> at 11264 : tensor<8x8xf32>
    ovl.persistent #ovl.param<"embedding.position_embeddings.weight.exp_avg_sq", global [4, 8], init zeros> at 11520 : tensor<4x8xf32>
    ovl.persistent #ovl.param<"decoder.layers.0.input_layernorm.weight.exp_avg_sq", global [8], init zeros> at 11776 : tensor<8xf32>
    ovl.persistent #ovl.param<"decoder.layers.0.input_layernorm.bias.exp_avg_sq", global [8], init zeros> at 12032 : tensor<8xf32>
    ovl.persistent #ovl.param<"decoder.layers.0.self_attention.linear_qkv.weight.exp_avg_sq", global [8, 24], init zeros> at 12288 : tensor<8x24xf32>
    ovl.persistent #ovl.param<"decoder.layers.0.self_attention.linear_qkv.bias.exp_avg_sq", global [24], init zeros> at 13056 : tensor<24xf32>
    ovl.persistent #ovl.param<"decoder.layers.0.self_attention.linear_proj.weight.exp_avg_sq", global [8, 8], init zeros> at 13312 : tensor<8x8xf32>
    ovl.persistent #ovl.param<"decoder.layers.0.self_attention.linear_proj.bias.exp_avg_sq", global [8], init zeros> at 13568 : tensor<8xf32>
    ovl.persistent #ovl.param<"decoder.layers.0.pre_mlp_layernorm.weight.exp_avg_sq", global [8], init zeros> at 13824 : tensor<8xf32>
    ovl.persistent #ovl.param<"decoder.layers.0.pre_mlp_layernorm.bias.exp_avg_sq", global [8], init zeros> at 14080 : tensor<8xf32>
    ovl.persistent #ovl.param<"decoder.layers.0.mlp.linear_fc1.weight.exp_avg_sq", global [8, 32], init zeros> at 14336 : tensor<8x32xf32>
    ovl.persistent #ovl.param<"decoder.layers.0.mlp.linear_fc1.bias.exp_avg_sq", global [32], init zeros> at 15360 : tensor<32xf32>
    ovl.persistent #ovl.param<"decoder.layers.0.mlp.linear_fc2.weight.exp_avg_sq", global [32, 8], init zeros> at 15616 : tensor<32x8xf32>
    ovl.persistent #ovl.param<"decoder.layers.0.mlp.linear_fc2.bias.exp_avg_sq", global [8], init zeros> at 16640 : tensor<8xf32>
    ovl.queue 0 compute {
      ovl.rt.wait 0 est 0.0 "event_wait"
      ovl.rt.kernel "embedding" [<transient, 0, 16>, <persistent, 0, 256>, <transient, 512, 128>] sizes [4, 8, 8] params [] flops 0.0 bytes 256.0 tensor_core false : f32 est 3.0000853333333333 "embedding forward:0"
      ovl.rt.kernel "add" [<transient, 512, 128>, <persistent, 256, 128>, <transient, 768, 128>] sizes [32, 32] params [] flops 32.0 bytes 384.0 tensor_core false : f32 est 3.000128 "add forward:0"
      ovl.rt.kernel "layer_norm" [<transient, 768, 128>, <persistent, 512, 32>, <persistent, 768, 32>, <transient, 512, 128>, <transient, 1024, 16>, <transient, 1280, 16>] sizes [4, 8] params [1.0e-05] flops 256.0 bytes 384.0 tensor_core false : f32 est 3.000128 "layer_norm forward:0"
      ovl.rt.gemm <transient, 512, 128>, <persistent, 1024, 768> -> <transient, 1536, 384> m 4 n 24 k 8 batch 1 strides 0, 0, 0 transpose false, false accumulate false : f32 est 3.003782686567164 "linear forward:0"
      ovl.rt.kernel "add" [<transient, 1536, 384>, <persistent, 1792, 96>, <transient, 1536, 384>] sizes [96, 24] params [] flops 96.0 bytes 768.0 tensor_core false : f32 est 3.000256 "linear forward:0"
      ovl.rt.kernel "attention" [<transient, 1536, 384>, <transient, 2048, 128>, <transient, 2304, 32>] sizes [1, 4, 2, 4, 1, 0, 0, 0] params [0.0] flops 256.0 bytes 896.0 tensor_core true : f32 est 3.0002986666666667 "attention forward:0"
      ovl.rt.gemm <transient, 2048, 128>, <persistent, 2048, 256> -> <transient, 2560, 128> m 4 n 8 k 8 batch 1 strides 0, 0, 0 transpose false, false accumulate false : f32 est 3.001260895522388 "linear forward:0"
      ovl.rt.kernel "add" [<transient, 2560, 128>, <persistent, 2304, 32>, <transient, 2816, 128>] sizes [32, 8] params [] flops 32.0 bytes 384.0 tensor_core false : f32 est 3.000128 "add forward:0"
      ovl.rt.kernel "add" [<transient, 768, 128>, <transient, 2816, 128>, <transient, 2560, 128>] sizes [32, 32] params [] flops 32.0 bytes 384.0 tensor_core false : f32 est 3.000128 "add forward:0"
      ovl.rt.kernel "layer_norm" [<transient, 2560, 128>, <persistent, 2560, 32>, <persistent, 2816, 32>, <transient, 2816, 128>, <transient, 3072, 16>, <transient, 3328, 16>] sizes [4, 8] params [1.0e-05] flops 256.0 bytes 384.0 tensor_core false : f32 est 3.000128 "layer_norm forward:0"
      ovl.rt.gemm <transient, 2816, 128>, <persistent, 3072, 1024> -> <transient, 3584, 512> m 4 n 32 k 8 batch 1 strides 0, 0, 0 transpose false, false accumulate false : f32 est 3.0050435820895522 "linear forward:0"
      ovl.rt.kernel "add" [<transient, 3584, 512>, <persistent, 4096, 128>, <transient, 3584, 512>] sizes [128, 32] params [] flops 128.0 bytes 1024.0 tensor_core false : f32 est 3.0003413333333335 "linear forward:0"
      ovl.rt.kernel "gelu" [<transient, 3584, 512>, <transient, 4096, 512>] sizes [128] params [] flops 1024.0 bytes 1024.0 tensor_core false : f32 est 3.0003413333333335 "gelu forward:0"
      ovl.rt.gemm <transient, 4096, 512>, <persistent, 4352, 1024> -> <transient, 4608, 128> m 4 n 8 k 32 batch 1 strides 0, 0, 0 transpose false, false accumulate false : f32 est 3.0050435820895522 "linear forward:0"
      ovl.rt.kernel "add" [<transient, 4608, 128>, <persistent, 5376, 32>, <transient, 4864, 128>] sizes [32, 8] params [] flops 32.0 bytes 384.0 tensor_core false : f32 est 3.000128 "add forward:0"
      ovl.rt.kernel "add" [<transient, 2560, 128>, <transient, 4864, 128>, <transient, 4608, 128>] sizes [32, 32] params [] flops 32.0 bytes 384.0 tensor_core false : f32 est 3.000128 "add forward:0"
      ovl.rt.record 2 est 0.0 "event_record"
      ovl.rt.wait 1 est 0.0 "event_wait"
      ovl.rt.kernel "embedding" [<transient, 256, 16>, <persistent, 0, 256>, <transient, 4864, 128>] sizes [4, 8, 8] params [] flops 0.0 bytes 256.0 tensor_core false : f32 est 3.0000853333333333 "embedding forward:1"
      ovl.rt.kernel "add" [<transient, 4864, 128>, <persistent, 256, 128>, <transient, 5120, 128>] sizes [32, 32] params [] flops 32.0 bytes 384.0 tensor_core false : f32 est 3.000128 "add forward:1"
      ovl.rt.kernel "layer_norm" [<transient, 5120, 128>, <persistent, 512, 32>, <persistent, 768, 32>, <transient, 4864, 128>, <transient, 5376, 16>, <transient, 5632, 16>] sizes [4, 8] params [1.0e-05] flops 256.0 bytes 384.0 tensor_core false : f32 est 3.000128 "layer_norm forward:1"
      ovl.rt.gemm <transient, 4864, 128>, <persistent, 1024, 768> -> <transient, 5888, 384> m 4 n 24 k 8 batch 1 strides 0, 0, 0 transpose false, false accumulate false : f32 est 3.003782686567164 "linear forward:1"
      ovl.rt.kernel "add" [<transient, 5888, 384>, <persistent, 1792, 96>, <transient, 5888, 384>] sizes [96, 24] params [] flops 96.0 bytes 768.0 tensor_core false : f32 est 3.000256 "linear forward:1"
      ovl.rt.kernel "attention" [<transient, 5888, 384>, <transient, 6400, 128>, <transient, 6656, 32>] sizes [1, 4, 2, 4, 1, 0, 0, 0] params [0.0] flops 256.0 bytes 896.0 tensor_core true : f32 est 3.0002986666666667 "attention forward:1"
      ovl.rt.gemm <transient, 6400, 128>, <persistent, 2048, 256> -> <transient, 6912, 128> m 4 n 8 k 8 batch 1 strides 0, 0, 0 transpose false, false accumulate false : f32 est 3.001260895522388 "linear forward:1"
      ovl.rt.kernel "add" [<transient, 6912, 128>, <persistent, 2304, 32>, <transient, 7168, 128>] sizes [32, 8] params [] flops 32.0 bytes 384.0 tensor_core false : f32 est 3.000128 "add forward:1"
      ovl.rt.kernel "add" [<transient, 5120, 128>, <transient, 7168, 128>, <transient, 6912, 128>] sizes [32, 32] params [] flops 32.0 bytes 384.0 tensor_core false : f32 est 3.000128 "add forward:1"
      ovl.rt.kernel "layer_norm" [<transient, 6912, 128>, <persistent, 2560, 32>, <persistent, 2816, 32>, <transient, 7168, 128>, <transient, 7424, 16>, <transient, 7680, 16>] sizes [4, 8] params [1.0e-05] flops 256.0 bytes 384.0 tensor_core false : f32 est 3.000128 "layer_norm forward:1"
      ovl.rt.gemm <transient, 7168, 128>, <persistent, 3072, 1024> -> <transient, 7936, 512> m 4 n 32 k 8 batch 1 strides 0, 0, 0 transpose false, false accumulate false : f32 est 3.0050435820895522 "linear forward:1"
      ovl.rt.kernel "add" [<transient, 7936, 512>, <persistent, 4096, 128>, <transient, 7936, 512>] sizes [128, 32] params [] flops 128.0 bytes 1024.0 tensor_core false : f32 est 3.0003413333333335 "linear forward:1"
      ovl.rt.kernel "gelu" [<transient, 7936, 512>, <transient, 8448, 512>] sizes [128] params [] flops 1024.0 bytes 1024.0 tensor_core false : f32 est 3.0003413333333335 "gelu forward:1"
      ovl.rt.gemm <transient, 8448, 512>, <persistent, 4352, 1024> -> <transient, 8960, 128> m 4 n 8 k 32 batch 1 strides 0, 0, 0 transpose false, false accumulate false : f32 est 3.0050435820895522 "linear forward:1"
      ovl.rt.kernel "add" [<transient, 8960, 128>, <persistent, 5376, 32>, <transient, 9216, 128>] sizes [32, 8] params [] flops 32.0 bytes 384.0 tensor_core false : f32 est 3.000128 "add forward:1"
      ovl.rt.kernel "add" [<transient, 6912, 128>, <transient, 9216, 128>, <transient, 8960, 128>] sizes [32, 32] params [] flops 32.0 bytes 384.0 tensor_core false : f32 est 3.000128 "add forward:1"
      ovl.rt.record 3 est 0.0 "event_record"
      ovl.rt.wait 4 est 0.0 "event_wait"
      ovl.rt.kernel "reduce_rows" [<transient, 4608, 128>, <transient, 8960, 32>] sizes [4, 8] params [] flops 32.0 bytes 160.0 tensor_core false : f32 est 3.0000533333333332 "bias_grad backward:0"
      ovl.rt.gemm <transient, 4608, 128>, <persistent, 4352, 1024> -> <transient, 9216, 512> m 4 n 32 k 8 batch 1 strides 0, 0, 0 transpose false, true accumulate false : f32 est 3.0050435820895522 "matmul backward:0"
      ovl.rt.gemm <transient, 4096, 512>, <transient, 4608, 128> -> <transient, 9728, 1024> m 32 n 8 k 4 batch 1 strides 128, 0, 256 transpose true, false accumulate false : f32 est 3.0050435820895522 "matmul backward:0"
      ovl.rt.kernel "gelu_grad" [<transient, 3584, 512>, <transient, 9216, 512>, <transient, 4096, 512>] sizes [128] params [] flops 1536.0 bytes 1536.0 tensor_core false : f32 est 3.000512 "gelu_grad backward:0"
      ovl.rt.kernel "reduce_rows" [<transient, 4096, 512>, <transient, 3584, 128>] sizes [4, 32] params [] flops 128.0 bytes 640.0 tensor_core false : f32 est 3.0002133333333334 "bias_grad backward:0"
      ovl.rt.gemm <transient, 4096, 512>, <persistent, 3072, 1024> -> <transient, 3840, 128> m 4 n 8 k 32 batch 1 strides 0, 0, 0 transpose false, true accumulate false : f32 est 3.0050435820895522 "matmul backward:0"
      ovl.rt.gemm <transient, 2816, 128>, <transient, 4096, 512> -> <transient, 10752, 1024> m 8 n 32 k 4 batch 1 strides 32, 0, 256 transpose true, false accumulate false : f32 est 3.0050435820895522 "matmul backward:0"
      ovl.rt.kernel "layer_norm_grad" [<transient, 2560, 128>, <persistent, 2560, 32>, <transient, 3072, 16>, <transient, 3328, 16>, <transient, 3840, 128>, <transient, 2816, 128>, <transient, 4096, 32>, <transient, 4352, 32>] sizes [4, 8] params [] flops 384.0 bytes 512.0 tensor_core false : f32 est 3.0001706666666665 "layer_norm_grad backward:0"
      ovl.rt.kernel "add" [<transient, 4608, 128>, <transient, 2816, 128>, <transient, 2560, 128>] sizes [32, 32] params [] flops 32.0 bytes 384.0 tensor_core false : f32 est 3.000128 "add backward:0"
      ovl.rt.kernel "reduce_rows" [<transient, 2560, 128>, <transient, 2816, 32>] sizes [4, 8] params [] flops 32.0 bytes 160.0 tensor_core false : f32 est 3.0000533333333332 "bias_grad backward:0"
      ovl.rt.gemm <transient, 2560, 128>, <persistent, 2048, 256> -> <transient, 3072, 128> m 4 n 8 k 8 batch 1 strides 0, 0, 0 transpose false, true accumulate false : f32 est 3.001260895522388 "matmul backward:0"
      ovl.rt.gemm <transient, 2048, 128>, <transient, 2560, 128> -> <transient, 3328, 256> m 8 n 8 k 4 batch 1 strides 32, 0, 64 transpose true, false accumulate false : f32 est 3.001260895522388 "matmul backward:0"
      ovl.rt.kernel "attention_grad" [<transient, 1536, 384>, <transient, 2048, 128>, <transient, 2304, 32>, <transient, 3072, 128>, <transient, 9216, 384>] sizes [1, 4, 2, 4, 1, 0, 0, 0] params [0.0] flops 640.0 bytes 1792.0 tensor_core true : f32 est 3.0005973333333333 "attention_grad backward:0"
      ovl.rt.kernel "reduce_rows" [<transient, 9216, 384>, <transient, 1536, 96>] sizes [4, 24] params [] flops 96.0 bytes 480.0 tensor_core false : f32 est 3.00016 "bias_grad backward:0"
      ovl.rt.gemm <transient, 9216, 384>, <persistent, 1024, 768> -> <transient, 1792, 128> m 4 n 8 k 24 batch 1 strides 0, 0, 0 transpose false, true accumulate false : f32 est 3.003782686567164 "matmul backward:0"
      ovl.rt.gemm <transient, 512, 128>, <transient, 9216, 384> -> <transient, 11776, 768> m 8 n 24 k 4 batch 1 strides 32, 0, 192 transpose true, false accumulate false : f32 est 3.003782686567164 "matmul backward:0"
      ovl.rt.kernel "layer_norm_grad" [<transient, 768, 128>, <persistent, 512, 32>, <transient, 1024, 16>, <transient, 1280, 16>, <transient, 1792, 128>, <transient, 512, 128>, <transient, 2048, 32>, <transient, 2304, 32>] sizes [4, 8] params [] flops 384.0 bytes 512.0 tensor_core false : f32 est 3.0001706666666665 "layer_norm_grad backward:0"
      ovl.rt.kernel "add" [<transient, 2560, 128>, <transient, 512, 128>, <transient, 768, 128>] sizes [32, 32] params [] flops 32.0 bytes 384.0 tensor_core false : f32 est 3.000128 "add backward:0"
      ovl.rt.kernel "reduce_rows" [<transient, 768, 128>, <transient, 512, 128>] sizes [1, 32] params [] flops 32.0 bytes 256.0 tensor_core false : f32 est 3.0000853333333333 "bias_grad backward:0"
      ovl.rt.kernel "embedding_grad" [<transient, 0, 16>, <transient, 768, 128>, <transient, 1024, 256>] sizes [4, 8, 8] params [] flops 32.0 bytes 768.0 tensor_core false : f32 est 3.000256 "embedding_grad backward:0"
      ovl.rt.wait 5 est 0.0 "event_wait"
      ovl.rt.kernel "reduce_rows" [<transient, 12544, 128>, <transient, 0, 32>] sizes [4, 8] params [] flops 32.0 bytes 160.0 tensor_core false : f32 est 3.0000533333333332 "bias_grad backward:1"
      ovl.rt.kernel "add" [<transient, 8960, 32>, <transient, 0, 32>, <transient, 768, 32>] sizes [8, 8] params [] flops 8.0 bytes 96.0 tensor_core false : f32 est 3.000032 "add backward:1"
      ovl.rt.gemm <transient, 12544, 128>, <persistent, 4352, 1024> -> <transient, 8960, 512> m 4 n 32 k 8 batch 1 strides 0, 0, 0 transpose false, true accumulate false : f32 est 3.0050435820895522 "matmul backward:1"
      ovl.rt.gemm <transient, 8448, 512>, <transient, 12544, 128> -> <transient, 12800, 1024> m 32 n 8 k 4 batch 1 strides 128, 0, 256 transpose true, false accumulate false : f32 est 3.0050435820895522 "matmul backward:1"
      ovl.rt.kernel "add" [<transient, 9728, 1024>, <transient, 12800, 1024>, <transient, 13824, 1024>] sizes [256, 256] params [] flops 256.0 bytes 3072.0 tensor_core false : f32 est 3.001024 "add backward:1"
      ovl.rt.kernel "gelu_grad" [<transient, 7936, 512>, <transient, 8960, 512>, <transient, 8448, 512>] sizes [128] params [] flops 1536.0 bytes 1536.0 tensor_core false : f32 est 3.000512 "gelu_grad backward:1"
      ovl.rt.kernel "reduce_rows" [<transient, 8448, 512>, <transient, 0, 128>] sizes [4, 32] params [] flops 128.0 bytes 640.0 tensor_core false : f32 est 3.0002133333333334 "bias_grad backward:1"
      ovl.rt.kernel "add" [<transient, 3584, 128>, <transient, 0, 128>, <transient, 1280, 128>] sizes [32, 32] params [] flops 32.0 bytes 384.0 tensor_core false : f32 est 3.000128 "add backward:1"
      ovl.rt.gemm <transient, 8448, 512>, <persistent, 3072, 1024> -> <transient, 0, 128> m 4 n 8 k 32 batch 1 strides 0, 0, 0 transpose false, true accumulate false : f32 est 3.0050435820895522 "matmul backward:1"
      ovl.rt.gemm <transient, 7168, 128>, <transient, 8448, 512> -> <transient, 8960, 1024> m 8 n 32 k 4 batch 1 strides 32, 0, 256 transpose true, false accumulate false : f32 est 3.0050435820895522 "matmul backward:1"
      ovl.rt.kernel "add" [<transient, 10752, 1024>, <transient, 8960, 1024>, <transient, 7936, 1024>] sizes [256, 256] params [] flops 256.0 bytes 3072.0 tensor_core false : f32 est 3.001024 "add backward:1"
      ovl.rt.kernel "layer_norm_grad" [<transient, 6912, 128>, <persistent, 2560, 32>, <transient, 7424, 16>, <transient, 7680, 16>, <transient, 0, 128>, <transient, 1792, 128>, <transient, 2560, 32>, <transient, 3072, 32>] sizes [4, 8] params [] flops 384.0 bytes 512.0 tensor_core false : f32 est 3.0001706666666665 "layer_norm_grad backward:1"
      ovl.rt.kernel "add" [<transient, 4096, 32>, <transient, 2560, 32>, <transient, 0, 32>] sizes [8, 8] params [] flops 8.0 bytes 96.0 tensor_core false : f32 est 3.000032 "add backward:1"
      ovl.rt.kernel "add" [<transient, 4352, 32>, <transient, 3072, 32>, <transient, 2560, 32>] sizes [8, 8] params [] flops 8.0 bytes 96.0 tensor_core false : f32 est 3.000032 "add backward:1"
      ovl.rt.kernel "add" [<transient, 12544, 128>, <transient, 1792, 128>, <transient, 3072, 128>] sizes [32, 32] params [] flops 32.0 bytes 384.0 tensor_core false : f32 est 3.000128 "add backward:1"
      ovl.rt.kernel "reduce_rows" [<transient, 3072, 128>, <transient, 1792, 32>] sizes [4, 8] params [] flops 32.0 bytes 160.0 tensor_core false : f32 est 3.0000533333333332 "bias_grad backward:1"
      ovl.rt.kernel "add" [<transient, 2816, 32>, <transient, 1792, 32>, <transient, 3584, 32>] sizes [8, 8] params [] flops 8.0 bytes 96.0 tensor_core false : f32 est 3.000032 "add backward:1"
      ovl.rt.gemm <transient, 3072, 128>, <persistent, 2048, 256> -> <transient, 1792, 128> m 4 n 8 k 8 batch 1 strides 0, 0, 0 transpose false, true accumulate false : f32 est 3.001260895522388 "matmul backward:1"
      ovl.rt.gemm <transient, 6400, 128>, <transient, 3072, 128> -> <transient, 2816, 256> m 8 n 8 k 4 batch 1 strides 32, 0, 64 transpose true, false accumulate false : f32 est 3.001260895522388 "matmul backward:1"
      ovl.rt.kernel "add" [<transient, 3328, 256>, <transient, 2816, 256>, <transient, 3840, 256>] sizes [64, 64] params [] flops 64.0 bytes 768.0 tensor_core false : f32 est 3.000256 "add backward:1"
      ovl.rt.kernel "attention_grad" [<transient, 5888, 384>, <transient, 6400, 128>, <transient, 6656, 32>, <transient, 1792, 128>, <transient, 4096, 384>] sizes [1, 4, 2, 4, 1, 0, 0, 0] params [0.0] flops 640.0 bytes 1792.0 tensor_core true : f32 est 3.0005973333333333 "attention_grad backward:1"
      ovl.rt.kernel "reduce_rows" [<transient, 4096, 384>, <transient, 1792, 96>] sizes [4, 24] params [] flops 96.0 bytes 480.0 tensor_core false : f32 est 3.00016 "bias_grad backward:1"
      ovl.rt.kernel "add" [<transient, 1536, 96>, <transient, 1792, 96>, <transient, 2816, 96>] sizes [24, 24] params [] flops 24.0 bytes 288.0 tensor_core false : f32 est 3.000096 "add backward:1"
      ovl.rt.gemm <transient, 4096, 384>, <persistent, 1024, 768> -> <transient, 1536, 128> m 4 n 8 k 24 batch 1 strides 0, 0, 0 transpose false, true accumulate false : f32 est 3.003782686567164 "matmul backward:1"
      ovl.rt.gemm <transient, 4864, 128>, <transient, 4096, 384> -> <transient, 5888, 768> m 8 n 24 k 4 batch 1 strides 32, 0, 192 transpose true, false accumulate false : f32 est 3.003782686567164 "matmul backward:1"
      ovl.rt.kernel "add" [<transient, 11776, 768>, <transient, 5888, 768>, <transient, 4096, 768>] sizes [192, 192] params [] flops 192.0 bytes 2304.0 tensor_core false : f32 est 3.000768 "add backward:1"
      ovl.rt.kernel "layer_norm_grad" [<transient, 5120, 128>, <persistent, 512, 32>, <transient, 5376, 16>, <transient, 5632, 16>, <transient, 1536, 128>, <transient, 1792, 128>, <transient, 3328, 32>, <transient, 4864, 32>] sizes [4, 8] params [] flops 384.0 bytes 512.0 tensor_core false : f32 est 3.0001706666666665 "layer_norm_grad backward:1"
      ovl.rt.kernel "add" [<transient, 2048, 32>, <transient, 3328, 32>, <transient, 1536, 32>] sizes [8, 8] params [] flops 8.0 bytes 96.0 tensor_core false : f32 est 3.000032 "add backward:1"
      ovl.rt.kernel "add" [<transient, 2304, 32>, <transient, 4864, 32>, <transient, 2048, 32>] sizes [8, 8] params [] flops 8.0 bytes 96.0 tensor_core false : f32 est 3.000032 "add backward:1"
      ovl.rt.kernel "add" [<transient, 3072, 128>, <transient, 1792, 128>, <transient, 2304, 128>] sizes [32, 32] params [] flops 32.0 bytes 384.0 tensor_core false : f32 est 3.000128 "add backward:1"
      ovl.rt.kernel "reduce_rows" [<transient, 2304, 128>, <transient, 1792, 128>] sizes [1, 32] params [] flops 32.0 bytes 256.0 tensor_core false : f32 est 3.0000853333333333 "bias_grad backward:1"
      ovl.rt.kernel "add" [<transient, 512, 128>, <transient, 1792, 128>, <transient, 3072, 128>] sizes [32, 32] params [] flops 32.0 bytes 384.0 tensor_core false : f32 est 3.000128 "add backward:1"
      ovl.rt.kernel "embedding_grad" [<transient, 256, 16>, <transient, 2304, 128>, <transient, 512, 256>] sizes [4, 8, 8] params [] flops 32.0 bytes 768.0 tensor_core false : f32 est 3.000256 "embedding_grad backward:1"
      ovl.rt.kernel "add" [<transient, 1024, 256>, <transient, 512, 256>, <transient, 256, 256>] sizes [64, 64] params [] flops 64.0 bytes 768.0 tensor_core false : f32 est 3.000256 "add backward:1"
      ovl.rt.record 6 est 0.0 "event_record"
      ovl.rt.wait 7 est 0.0 "event_wait"
      ovl.rt.kernel "add" [<transient, 256, 256>, <transient, 512, 256>, <transient, 1024, 256>] sizes [64, 64] params [] flops 64.0 bytes 768.0 tensor_core false : f32 est 3.000256 "add"
      ovl.rt.kernel "sum_squares" [<transient, 768, 32>, <transient, 256, 4>] sizes [8, 0] params [] flops 16.0 bytes 32.0 tensor_core false : f32 est 3.000010666666667 "sum_squares"
      ovl.rt.kernel "sum_squares" [<transient, 13824, 1024>, <transient, 256, 4>] sizes [256, 1] params [] flops 512.0 bytes 1024.0 tensor_core false : f32 est 3.0003413333333335 "sum_squares"
      ovl.rt.kernel "sum_squares" [<transient, 1280, 128>, <transient, 256, 4>] sizes [32, 1] params [] flops 64.0 bytes 128.0 tensor_core false : f32 est 3.000042666666667 "sum_squares"
      ovl.rt.kernel "sum_squares" [<transient, 7936, 1024>, <transient, 256, 4>] sizes [256, 1] params [] flops 512.0 bytes 1024.0 tensor_core false : f32 est 3.0003413333333335 "sum_squares"
      ovl.rt.kernel "sum_squares" [<transient, 0, 32>, <transient, 256, 4>] sizes [8, 1] params [] flops 16.0 bytes 32.0 tensor_core false : f32 est 3.000010666666667 "sum_squares"
      ovl.rt.kernel "sum_squares" [<transient, 2560, 32>, <transient, 256, 4>] sizes [8, 1] params [] flops 16.0 bytes 32.0 tensor_core false : f32 est 3.000010666666667 "sum_squares"
      ovl.rt.kernel "sum_squares" [<transient, 3584, 32>, <transient, 512, 4>] sizes [8, 0] params [] flops 16.0 bytes 32.0 tensor_core false : f32 est 3.000010666666667 "sum_squares"
      ovl.rt.kernel "sum_squares" [<transient, 3840, 256>, <transient, 512, 4>] sizes [64, 1] params [] flops 128.0 bytes 256.0 tensor_core false : f32 est 3.0000853333333333 "sum_squares"
      ovl.rt.kernel "sum_squares" [<transient, 2816, 96>, <transient, 512, 4>] sizes [24, 1] params [] flops 48.0 bytes 96.0 tensor_core false : f32 est 3.000032 "sum_squares"
      ovl.rt.kernel "sum_squares" [<transient, 4096, 768>, <transient, 512, 4>] sizes [192, 1] params [] flops 384.0 bytes 768.0 tensor_core false : f32 est 3.000256 "sum_squares"
      ovl.rt.kernel "sum_squares" [<transient, 1536, 32>, <transient, 512, 4>] sizes [8, 1] params [] flops 16.0 bytes 32.0 tensor_core false : f32 est 3.000010666666667 "sum_squares"
      ovl.rt.kernel "sum_squares" [<transient, 2048, 32>, <transient, 512, 4>] sizes [8, 1] params [] flops 16.0 bytes 32.0 tensor_core false : f32 est 3.000010666666667 "sum_squares"
      ovl.rt.kernel "add" [<transient, 256, 4>, <transient, 512, 4>, <transient, 1792, 4>] sizes [1, 1] params [] flops 1.0 bytes 12.0 tensor_core false : f32 est 3.000004 "add"
      ovl.rt.kernel "sum_squares" [<transient, 3072, 128>, <transient, 256, 4>] sizes [32, 0] params [] flops 64.0 bytes 128.0 tensor_core false : f32 est 3.000042666666667 "sum_squares"
      ovl.rt.kernel "sum_squares" [<transient, 1024, 256>, <transient, 256, 4>] sizes [64, 1] params [] flops 128.0 bytes 256.0 tensor_core false : f32 est 3.0000853333333333 "sum_squares"
      ovl.rt.kernel "add" [<transient, 1792, 4>, <transient, 256, 4>, <transient, 512, 4>] sizes [1, 1] params [] flops 1.0 bytes 12.0 tensor_core false : f32 est 3.000004 "add"
      ovl.rt.record 8 est 0.0 "event_record"
      ovl.rt.wait 9 est 0.0 "event_wait"
      ovl.rt.kernel "clip_by_norm" [<transient, 1024, 256>, <transient, 512, 4>, <transient, 256, 256>] sizes [64] params [1.0] flops 64.0 bytes 512.0 tensor_core false : f32 est 3.0001706666666665 "clip_by_global_norm"
      ovl.rt.kernel "clip_by_norm" [<transient, 3072, 128>, <transient, 512, 4>, <transient, 1024, 128>] sizes [32] params [1.0] flops 32.0 bytes 256.0 tensor_core false : f32 est 3.0000853333333333 "clip_by_global_norm"
      ovl.rt.kernel "clip_by_norm" [<transient, 1536, 32>, <transient, 512, 4>, <transient, 1792, 32>] sizes [8] params [1.0] flops 8.0 bytes 64.0 tensor_core false : f32 est 3.000021333333333 "clip_by_global_norm"
      ovl.rt.kernel "clip_by_norm" [<transient, 2048, 32>, <transient, 512, 4>, <transient, 1536, 32>] sizes [8] params [1.0] flops 8.0 bytes 64.0 tensor_core false : f32 est 3.000021333333333 "clip_by_global_norm"
      ovl.rt.kernel "clip_by_norm" [<transient, 4096, 768>, <transient, 512, 4>, <transient, 4864, 768>] sizes [192] params [1.0] flops 192.0 bytes 1536.0 tensor_core false : f32 est 3.000512 "clip_by_global_norm"
      ovl.rt.kernel "clip_by_norm" [<transient, 2816, 96>, <transient, 512, 4>, <transient, 2048, 96>] sizes [24] params [1.0] flops 24.0 bytes 192.0 tensor_core false : f32 est 3.000064 "clip_by_global_norm"
      ovl.rt.kernel "clip_by_norm" [<transient, 3840, 256>, <transient, 512, 4>, <transient, 2304, 256>] sizes [64] params [1.0] flops 64.0 bytes 512.0 tensor_core false : f32 est 3.0001706666666665 "clip_by_global_norm"
      ovl.rt.kernel "clip_by_norm" [<transient, 3584, 32>, <transient, 512, 4>, <transient, 2816, 32>] sizes [8] params [1.0] flops 8.0 bytes 64.0 tensor_core false : f32 est 3.000021333333333 "clip_by_global_norm"
      ovl.rt.kernel "clip_by_norm" [<transient, 0, 32>, <transient, 512, 4>, <transient, 3072, 32>] sizes [8] params [1.0] flops 8.0 bytes 64.0 tensor_core false : f32 est 3.000021333333333 "clip_by_global_norm"
      ovl.rt.kernel "clip_by_norm" [<transient, 2560, 32>, <transient, 512, 4>, <transient, 0, 32>] sizes [8] params [1.0] flops 8.0 bytes 64.0 tensor_core false : f32 est 3.000021333333333 "clip_by_global_norm"
      ovl.rt.kernel "clip_by_norm" [<transient, 7936, 1024>, <transient, 512, 4>, <transient, 3328, 1024>] sizes [256] params [1.0] flops 256.0 bytes 2048.0 tensor_core false : f32 est 3.0006826666666666 "clip_by_global_norm"
      ovl.rt.kernel "clip_by_norm" [<transient, 1280, 128>, <transient, 512, 4>, <transient, 2560, 128>] sizes [32] params [1.0] flops 32.0 bytes 256.0 tensor_core false : f32 est 3.0000853333333333 "clip_by_global_norm"
      ovl.rt.kernel "clip_by_norm" [<transient, 13824, 1024>, <transient, 512, 4>, <transient, 5632, 1024>] sizes [256] params [1.0] flops 256.0 bytes 2048.0 tensor_core false : f32 est 3.0006826666666666 "clip_by_global_norm"
      ovl.rt.kernel "clip_by_norm" [<transient, 768, 32>, <transient, 512, 4>, <transient, 1280, 32>] sizes [8] params [1.0] flops 8.0 bytes 64.0 tensor_core false : f32 est 3.000021333333333 "clip_by_global_norm"
      ovl.rt.kernel "adamw" [<persistent, 0, 256>, <transient, 256, 256>, <persistent, 5632, 256>, <persistent, 11264, 256>] sizes [64, 0, 0, 0, 0] params [0.05, 0.9, 0.999, 1.0e-08, 0.01, 0.0] flops 768.0 bytes 1792.0 tensor_core false : f32 est 3.0005973333333333 "adamw_update"
      ovl.rt.kernel "adamw" [<persistent, 256, 128>, <transient, 1024, 128>, <persistent, 5888, 128>, <persistent, 11520, 128>] sizes [32, 1, 0, 0, 0] params [0.05, 0.9, 0.999, 1.0e-08, 0.01, 0.0] flops 384.0 bytes 896.0 tensor_core false : f32 est 3.0002986666666667 "adamw_update"
      ovl.rt.kernel "adamw" [<persistent, 512, 32>, <transient, 1792, 32>, <persistent, 6144, 32>, <persistent, 11776, 32>] sizes [8, 2, 0, 0, 0] params [0.05, 0.9, 0.999, 1.0e-08, 0.0, 0.0] flops 96.0 bytes 224.0 tensor_core false : f32 est 3.0000746666666664 "adamw_update"
      ovl.rt.kernel "adamw" [<persistent, 768, 32>, <transient, 1536, 32>, <persistent, 6400, 32>, <persistent, 12032, 32>] sizes [8, 3, 0, 0, 0] params [0.05, 0.9, 0.999, 1.0e-08, 0.0, 0.0] flops 96.0 bytes 224.0 tensor_core false : f32 est 3.0000746666666664 "adamw_update"
      ovl.rt.kernel "adamw" [<persistent, 1024, 768>, <transient, 4864, 768>, <persistent, 6656, 768>, <persistent, 12288, 768>] sizes [192, 4, 0, 0, 0] params [0.05, 0.9, 0.999, 1.0e-08, 0.01, 0.0] flops 2304.0 bytes 5376.0 tensor_core false : f32 est 3.001792 "adamw_update"
      ovl.rt.kernel "adamw" [<persistent, 1792, 96>, <transient, 2048, 96>, <persistent, 7424, 96>, <persistent, 13056, 96>] sizes [24, 5, 0, 0, 0] params [0.05, 0.9, 0.999, 1.0e-08, 0.0, 0.0] flops 288.0 bytes 672.0 tensor_core false : f32 est 3.000224 "adamw_update"
      ovl.rt.kernel "adamw" [<persistent, 2048, 256>, <transient, 2304, 256>, <persistent, 7680, 256>, <persistent, 13312, 256>] sizes [64, 6, 0, 0, 0] params [0.05, 0.9, 0.999, 1.0e-08, 0.01, 0.0] flops 768.0 bytes 1792.0 tensor_core false : f32 est 3.0005973333333333 "adamw_update"
      ovl.rt.kernel "adamw" [<persistent, 2304, 32>, <transient, 2816, 32>, <persistent, 7936, 32>, <persistent, 13568, 32>] sizes [8, 7, 0, 0, 0] params [0.05, 0.9, 0.999, 1.0e-08, 0.0, 0.0] flops 96.0 bytes 224.0 tensor_core false : f32 est 3.0000746666666664 "adamw_update"
      ovl.rt.kernel "adamw" [<persistent, 2560, 32>, <transient, 3072, 32>, <persistent, 8192, 32>, <persistent, 13824, 32>] sizes [8, 8, 0, 0, 0] params [0.05, 0.9, 0.999, 1.0e-08, 0.0, 0.0] flops 96.0 bytes 224.0 tensor_core false : f32 est 3.0000746666666664 "adamw_update"
      ovl.rt.kernel "adamw" [<persistent, 2816, 32>, <transient, 0, 32>, <persistent, 8448, 32>, <persistent, 14080, 32>] sizes [8, 9, 0, 0, 0] params [0.05, 0.9, 0.999, 1.0e-08, 0.0, 0.0] flops 96.0 bytes 224.0 tensor_core false : f32 est 3.0000746666666664 "adamw_update"
      ovl.rt.kernel "adamw" [<persistent, 3072, 1024>, <transient, 3328, 1024>, <persistent, 8704, 1024>, <persistent, 14336, 1024>] sizes [256, 10, 0, 0, 0] params [0.05, 0.9, 0.999, 1.0e-08, 0.01, 0.0] flops 3072.0 bytes 7168.0 tensor_core false : f32 est 3.0023893333333334 "adamw_update"
      ovl.rt.kernel "adamw" [<persistent, 4096, 128>, <transient, 2560, 128>, <persistent, 9728, 128>, <persistent, 15360, 128>] sizes [32, 11, 0, 0, 0] params [0.05, 0.9, 0.999, 1.0e-08, 0.0, 0.0] flops 384.0 bytes 896.0 tensor_core false : f32 est 3.0002986666666667 "adamw_update"
      ovl.rt.kernel "adamw" [<persistent, 4352, 1024>, <transient, 5632, 1024>, <persistent, 9984, 1024>, <persistent, 15616, 1024>] sizes [256, 12, 0, 0, 0] params [0.05, 0.9, 0.999, 1.0e-08, 0.01, 0.0] flops 3072.0 bytes 7168.0 tensor_core false : f32 est 3.0023893333333334 "adamw_update"
      ovl.rt.kernel "adamw" [<persistent, 5376, 32>, <transient, 1280, 32>, <persistent, 11008, 32>, <persistent, 16640, 32>] sizes [8, 13, 0, 0, 0] params [0.05, 0.9, 0.999, 1.0e-08, 0.0, 0.0] flops 96.0 bytes 224.0 tensor_core false : f32 est 3.0000746666666664 "adamw_update"
    }
    ovl.queue 1 tp_comm {
      ovl.rt.wait 8 est 0.0 "event_wait"
      ovl.rt.collective all_reduce sum over [pp] <transient, 512, 4> -> <transient, 512, 4> count 1 outer 1 inner 0 root 0 : f32 est 15.00008695652174 "all_reduce_start"
      ovl.rt.record 9 est 0.0 "event_record"
    }
    ovl.queue 2 pp_comm {
      ovl.rt.wait 2 est 0.0 "event_wait"
      ovl.rt.p2p send true along pp peer 1 <transient, 4608, 128> : f32 est 15.002782608695652 "send forward:0"
      ovl.rt.wait 3 est 0.0 "event_wait"
      ovl.rt.p2p send true along pp peer 1 <transient, 8960, 128> : f32 est 15.002782608695652 "send forward:1"
      ovl.rt.p2p send false along pp peer 1 <transient, 4608, 128> : f32 est 15.002782608695652 "recv backward:0"
      ovl.rt.record 4 est 0.0 "event_record"
      ovl.rt.p2p send false along pp peer 1 <transient, 12544, 128> : f32 est 15.002782608695652 "recv backward:1"
      ovl.rt.record 5 est 0.0 "event_record"
      ovl.rt.wait 6 est 0.0 "event_wait"
      ovl.rt.p2p send true along pp peer 1 <transient, 256, 256> : f32 est 15.005565217391304 "send"
      ovl.rt.p2p send false along pp peer 1 <transient, 512, 256> : f32 est 15.005565217391304 "recv"
      ovl.rt.record 7 est 0.0 "event_record"
    }
    ovl.queue 3 copy {
      ovl.rt.copy host tokens -> <transient, 0, 16> microbatch 0 vocab 8 count 4 seq 4 over [dp] est 3.00064 "load_batch forward:0"
      ovl.rt.record 0 est 0.0 "event_record"
      ovl.rt.copy host tokens -> <transient, 256, 16> microbatch 1 vocab 8 count 4 seq 4 over [dp] est 3.00064 "load_batch forward:1"
      ovl.rt.record 1 est 0.0 "event_record"
    }
  }
  ovl.program @stage1 stage 1 transient 13568 persistent 17664 events 9 {
    ovl.persistent #ovl.param<"decoder.layers.1.input_layernorm.weight", global [8], init ones> at 0 : tensor<8xf32>
    ovl.persistent #ovl.param<"decoder.layers.1.input_layernorm.bias", global [8], init zeros> at 256 : tensor<8xf32>
    ovl.persistent #ovl.param<"decoder.layers.1.self_attention.linear_qkv.weight", global [8, 24], init normal(2.000000e-02)> at 512 : tensor<8x24xf32>
    ovl.persistent #ovl.param<"decoder.layers.1.self_attention.linear_qkv.bias", global [24], init zeros> at 1280 : tensor<24xf32>
    ovl.persistent #ovl.param<"decoder.layers.1.self_attention.linear_proj.weight", global [8, 8], init normal(1.000000e-02)> at 1536 : tensor<8x8xf32>
    ovl.persistent #ovl.param<"decoder.layers.1.self_attention.linear_proj.bias", global [8], init zeros> at 1792 : tensor<8xf32>
    ovl.persistent #ovl.param<"decoder.layers.1.pre_mlp_layernorm.weight", global [8], init ones> at 2048 : tensor<8xf32>
    ovl.persistent #ovl.param<"decoder.layers.1.pre_mlp_layernorm.bias", global [8], init zeros> at 2304 : tensor<8xf32>
    ovl.persistent #ovl.param<"decoder.layers.1.mlp.linear_fc1.weight", global [8, 32], init normal(2.000000e-02)> at 2560 : tensor<8x32xf32>
    ovl.persistent #ovl.param<"decoder.layers.1.mlp.linear_fc1.bias", global [32], init zeros> at 3584 : tensor<32xf32>
    ovl.persistent #ovl.param<"decoder.layers.1.mlp.linear_fc2.weight", global [32, 8], init normal(1.000000e-02)> at 3840 : tensor<32x8xf32>
    ovl.persistent #ovl.param<"decoder.layers.1.mlp.linear_fc2.bias", global [8], init zeros> at 4864 : tensor<8xf32>
    ovl.persistent #ovl.param<"decoder.final_layernorm.weight", global [8], init ones> at 5120 : tensor<8xf32>
    ovl.persistent #ovl.param<"decoder.final_layernorm.bias", global [8], init zeros> at 5376 : tensor<8xf32>
    ovl.persistent #ovl.param<"embedding.word_embeddings.weight", global [8, 8], init normal(2.000000e-02)> at 5632 : tensor<8x8xf32>
    ovl.persistent #ovl.param<"decoder.layers.1.input_layernorm.weight.exp_avg", global [8], init zeros> at 5888 : tensor<8xf32>
    ovl.persistent #ovl.param<"decoder.layers.1.input_layernorm.bias.exp_avg", global [8], init zeros> at 6144 : tensor<8xf32>
    ovl.persistent #ovl.param<"decoder.layers.1.self_attention.linear_qkv.weight.exp_avg", global [8, 24], init zeros> at 6400 : tensor<8x24xf32>
    ovl.persistent #ovl.param<"decoder.layers.1.self_attention.linear_qkv.bias.exp_avg", global [24], init zeros> at 7168 : tensor<24xf32>
    ovl.persistent #ovl.param<"decoder.layers.1.self_attention.linear_proj.weight.exp_avg", global [8, 8], init zeros> at 7424 : tensor<8x8xf32>
    ovl.persistent #ovl.param<"decoder.layers.1.self_attention.linear_proj.bias.exp_avg", global [8], init zeros> at 7680 : tensor<8xf32>
    ovl.persistent #ovl.param<"decoder.layers.1.pre_mlp_layernorm.weight.exp_avg", global [8], init zeros> at 7936 : tensor<8xf32>
    ovl.persistent #ovl.param<"decoder.layers.1.pre_mlp_layernorm.bias.exp_avg", global [8], init zeros> at 8192 : tensor<8xf32>
    ovl.persistent #ovl.param<"decoder.layers.1.mlp.linear_fc1.weight.exp_avg", global [8, 32], init zeros> at 8448 : tensor<8x32xf32>
    ovl.persistent #ovl.param<"decoder.layers.1.mlp.linear_fc1.bias.exp_avg", global [32], init zeros> at 9472 : tensor<32xf32>
    ovl.persistent #ovl.param<"decoder.layers.1.mlp.linear_fc2.weight.exp_avg", global [32, 8], init zeros> at 9728 : tensor<32x8xf32>
    ovl.persistent #ovl.param<"decoder.layers.1.mlp.linear_fc2.bias.exp_avg", global [8], init zeros> at 10752 : tensor<8xf32>
    ovl.persistent #ovl.param<"decoder.final_layernorm.weight.exp_avg", global [8], init zeros> at 11008 : tensor<8xf32>
    ovl.persistent #ovl.param<"decoder.final_layernorm.bias.exp_avg", global [8], init zeros> at 11264 : tensor<8xf32>
    ovl.persistent #ovl.param<"embedding.word_embeddings.weight.exp_avg", global [8, 8], init zeros> at 11520 : tensor<8x8xf32>
    ovl.persistent #ovl.param<"decoder.layers.1.input_layernorm.weight.exp_avg_sq", global [8], init zeros> at 11776 : tensor<8xf32>
    ovl.persistent #ovl.param<"decoder.layers.1.input_layernorm.bias.exp_avg_sq", global [8], init zeros> at 12032 : tensor<8xf32>
    ovl.persistent #ovl.param<"decoder.layers.1.self_attention.linear_qkv.weight.exp_avg_sq", global [8, 24], init zeros> at 12288 : tensor<8x24xf32>
    ovl.persistent #ovl.param<"decoder.layers.1.self_attention.linear_qkv.bias.exp_avg_sq", global [24], init zeros> at 13056 : tensor<24xf32>
    ovl.persistent #ovl.param<"decoder.layers.1.self_attention.linear_proj.weight.exp_avg_sq", global [8, 8], init zeros> at 13312 : tensor<8x8xf32>
    ovl.persistent #ovl.param<"decoder.layers.1.self_attention.linear_proj.bias.exp_avg_sq", global [8], init zeros> at 13568 : tensor<8xf32>
    ovl.persistent #ovl.param<"decoder.layers.1.pre_mlp_layernorm.weight.exp_avg_sq", global [8], init zeros> at 13824 : tensor<8xf32>
    ovl.persistent #ovl.param<"decoder.layers.1.pre_mlp_layernorm.bias.exp_avg_sq", global [8], init zeros> at 14080 : tensor<8xf32>
    ovl.persistent #ovl.param<"decoder.layers.1.mlp.linear_fc1.weight.exp_avg_sq", global [8, 32], init zeros> at 14336 : tensor<8x32xf32>
    ovl.persistent #ovl.param<"decoder.layers.1.mlp.linear_fc1.bias.exp_avg_sq", global [32], init zeros> at 15360 : tensor<32xf32>
    ovl.persistent #ovl.param<"decoder.layers.1.mlp.linear_fc2.weight.exp_avg_sq", global [32, 8], init zeros> at 15616 : tensor<32x8xf32>
    ovl.persistent #ovl.param<"decoder.layers.1.mlp.linear_fc2.bias.exp_avg_sq", global [8], init zeros> at 16640 : tensor<8xf32>
    ovl.persistent #ovl.param<"decoder.final_layernorm.weight.exp_avg_sq", global [8], init zeros> at 16896 : tensor<8xf32>
    ovl.persistent #ovl.param<"decoder.final_layernorm.bias.exp_avg_sq", global [8], init zeros> at 17152 : tensor<8xf32>
    ovl.persistent #ovl.param<"embedding.word_embeddings.weight.exp_avg_sq", global [8, 8], init zeros> at 17408 : tensor<8x8xf32>
    ovl.queue 0 compute {
      ovl.rt.wait 0 est 0.0 "event_wait"
      ovl.rt.kernel "layer_norm" [<transient, 0, 128>, <persistent, 0, 32>, <persistent, 256, 32>, <transient, 256, 128>, <transient, 512, 16>, <transient, 768, 16>] sizes [4, 8] params [1.0e-05] flops 256.0 bytes 384.0 tensor_core false : f32 est 3.000128 "layer_norm forward:0"
      ovl.rt.gemm <transient, 256, 128>, <persistent, 512, 768> -> <transient, 1024, 384> m 4 n 24 k 8 batch 1 strides 0, 0, 0 transpose false, false accumulate false : f32 est 3.003782686567164 "linear forward:0"
      ovl.rt.kernel "add" [<transient, 1024, 384>, <persistent, 1280, 96>, <transient, 1024, 384>] sizes [96, 24] params [] flops 96.0 bytes 768.0 tensor_core false : f32 est 3.000256 "linear forward:0"
      ovl.rt.kernel "attention" [<transient, 1024, 384>, <transient, 1536, 128>, <transient, 1792, 32>] sizes [1, 4, 2, 4, 1, 0, 0, 0] params [0.0] flops 256.0 bytes 896.0 tensor_core true : f32 est 3.0002986666666667 "attention forward:0"
      ovl.rt.gemm <transient, 1536, 128>, <persistent, 1536, 256> -> <transient, 2048, 128> m 4 n 8 k 8 batch 1 strides 0, 0, 0 transpose false, false accumulate false : f32 est 3.001260895522388 "linear forward:0"
      ovl.rt.kernel "add" [<transient, 2048, 128>, <persistent, 1792, 32>, <transient, 2304, 128>] sizes [32, 8] params [] flops 32.0 bytes 384.0 tensor_core false : f32 est 3.000128 "add forward:0"
      ovl.rt.kernel "add" [<transient, 0, 128>, <transient, 2304, 128>, <transient, 2048, 128>] sizes [32, 32] params [] flops 32.0 bytes 384.0 tensor_core false : f32 est 3.000128 "add forward:0"
      ovl.rt.kernel "layer_norm" [<transient, 2048, 128>, <persistent, 2048, 32>, <persistent, 2304, 32>, <transient, 2304, 128>, <transient, 2560, 16>, <transient, 2816, 16>] sizes [4, 8] params [1.0e-05] flops 256.0 bytes 384.0 tensor_core false : f32 est 3.000128 "layer_norm forward:0"
      ovl.rt.gemm <transient, 2304, 128>, <persistent, 2560, 1024> -> <transient, 3072, 512> m 4 n 32 k 8 batch 1 strides 0, 0, 0 transpose false, false accumulate false : f32 est 3.0050435820895522 "linear forward:0"
      ovl.rt.kernel "add" [<transient, 3072, 512>, <persistent, 3584, 128>, <transient, 3072, 512>] sizes [128, 32] params [] flops 128.0 bytes 1024.0 tensor_core false : f32 est 3.0003413333333335 "linear forward:0"
      ovl.rt.kernel "gelu" [<transient, 3072, 512>, <transient, 3584, 512>] sizes [128] params [] flops 1024.0 bytes 1024.0 tensor_core false : f32 est 3.0003413333333335 "gelu forward:0"
      ovl.rt.gemm <transient, 3584, 512>, <persistent, 3840, 1024> -> <transient, 4096, 128> m 4 n 8 k 32 batch 1 strides 0, 0, 0 transpose false, false accumulate false : f32 est 3.0050435820895522 "linear forward:0"
      ovl.rt.kernel "add" [<transient, 4096, 128>, <persistent, 4864, 32>, <transient, 4352, 128>] sizes [32, 8] params [] flops 32.0 bytes 384.0 tensor_core false : f32 est 3.000128 "add forward:0"
      ovl.rt.kernel "add" [<transient, 2048, 128>, <transient, 4352, 128>, <transient, 4096, 128>] sizes [32, 32] params [] flops 32.0 bytes 384.0 tensor_core false : f32 est 3.000128 "add forward:0"
      ovl.rt.kernel "layer_norm" [<transient, 4096, 128>, <persistent, 5120, 32>, <persistent, 5376, 32>, <transient, 4352, 128>, <transient, 4608, 16>, <transient, 4864, 16>] sizes [4, 8] params [1.0e-05] flops 256.0 bytes 384.0 tensor_core false : f32 est 3.000128 "layer_norm forward:0"
      ovl.rt.gemm <transient, 4352, 128>, <persistent, 5632, 256> -> <transient, 5120, 128> m 4 n 8 k 8 batch 1 strides 0, 0, 0 transpose false, true accumulate false : f32 est 3.001260895522388 "linear forward:0"
      ovl.rt.kernel "ce_max" [<transient, 5120, 128>, <transient, 5376, 16>] sizes [4, 8] params [] flops 128.0 bytes 128.0 tensor_core false : f32 est 3.000042666666667 "cross_entropy_max forward:0"
      ovl.rt.wait 1 est 0.0 "event_wait"
      ovl.rt.kernel "ce_stats" [<transient, 5120, 128>, <transient, 5376, 16>, <transient, 5632, 16>, <transient, 6144, 32>] sizes [4, 8] params [] flops 128.0 bytes 128.0 tensor_core false : f32 est 3.000042666666667 "cross_entropy_stats forward:0"
      ovl.rt.kernel "ce_loss" [<transient, 6144, 32>, <transient, 6400, 4>] sizes [4] params [] flops 8.0 bytes 32.0 tensor_core false : f32 est 3.000010666666667 "cross_entropy_loss forward:0"
      ovl.rt.kernel "log_loss" [<transient, 6400, 4>] sizes [] params [] flops 0.0 bytes 4.0 tensor_core false : f32 est 3.0000013333333335 "log_loss forward:0"
      ovl.rt.kernel "ce_grad" [<transient, 5120, 128>, <transient, 5376, 16>, <transient, 6144, 32>, <transient, 5632, 16>, <transient, 6400, 128>] sizes [4, 8] params [0.125] flops 128.0 bytes 256.0 tensor_core false : f32 est 3.0000853333333333 "cross_entropy_grad backward:0"
      ovl.rt.gemm <transient, 6400, 128>, <persistent, 5632, 256> -> <transient, 5120, 128> m 4 n 8 k 8 batch 1 strides 0, 0, 0 transpose false, false accumulate false : f32 est 3.001260895522388 "matmul backward:0"
      ovl.rt.gemm <transient, 6400, 128>, <transient, 4352, 128> -> <transient, 5376, 256> m 8 n 8 k 4 batch 1 strides 32, 0, 64 transpose true, false accumulate false : f32 est 3.001260895522388 "matmul backward:0"
      ovl.rt.kernel "layer_norm_grad" [<transient, 4096, 128>, <persistent, 5120, 32>, <transient, 4608, 16>, <transient, 4864, 16>, <transient, 5120, 128>, <transient, 4352, 128>, <transient, 5632, 32>, <transient, 6144, 32>] sizes [4, 8] params [] flops 384.0 bytes 512.0 tensor_core false : f32 est 3.0001706666666665 "layer_norm_grad backward:0"
      ovl.rt.kernel "reduce_rows" [<transient, 4352, 128>, <transient, 4096, 32>] sizes [4, 8] params [] flops 32.0 bytes 160.0 tensor_core false : f32 est 3.0000533333333332 "bias_grad backward:0"
      ovl.rt.gemm <transient, 4352, 128>, <persistent, 3840, 1024> -> <transient, 4608, 512> m 4 n 32 k 8 batch 1 strides 0, 0, 0 transpose false, true accumulate false : f32 est 3.0050435820895522 "matmul backward:0"
      ovl.rt.gemm <transient, 3584, 512>, <transient, 4352, 128> -> <transient, 6912, 1024> m 32 n 8 k 4 batch 1 strides 128, 0, 256 transpose true, false accumulate false : f32 est 3.0050435820895522 "matmul backward:0"
      ovl.rt.kernel "gelu_grad" [<transient, 3072, 512>, <transient, 4608, 512>, <transient, 3584, 512>] sizes [128] params [] flops 1536.0 bytes 1536.0 tensor_core false : f32 est 3.000512 "gelu_grad backward:0"
      ovl.rt.kernel "reduce_rows" [<transient, 3584, 512>, <transient, 3072, 128>] sizes [4, 32] params [] flops 128.0 bytes 640.0 tensor_core false : f32 est 3.0002133333333334 "bias_grad backward:0"
      ovl.rt.gemm <transient, 3584, 512>, <persistent, 2560, 1024> -> <transient, 3328, 128> m 4 n 8 k 32 batch 1 strides 0, 0, 0 transpose false, true accumulate false : f32 est 3.0050435820895522 "matmul backward:0"
      ovl.rt.gemm <transient, 2304, 128>, <transient, 3584, 512> -> <transient, 7936, 1024> m 8 n 32 k 4 batch 1 strides 32, 0, 256 transpose true, false accumulate false : f32 est 3.0050435820895522 "matmul backward:0"
      ovl.rt.kernel "layer_norm_grad" [<transient, 2048, 128>, <persistent, 2048, 32>, <transient, 2560, 16>, <transient, 2816, 16>, <transient, 3328, 128>, <transient, 2304, 128>, <transient, 3584, 32>, <transient, 3840, 32>] sizes [4, 8] params [] flops 384.0 bytes 512.0 tensor_core false : f32 est 3.0001706666666665 "layer_norm_grad backward:0"
      ovl.rt.kernel "add" [<transient, 4352, 128>, <transient, 2304, 128>, <transient, 2048, 128>] sizes [32, 32] params [] flops 32.0 bytes 384.0 tensor_core false : f32 est 3.000128 "add backward:0"
      ovl.rt.kernel "reduce_rows" [<transient, 2048, 128>, <transient, 2304, 32>] sizes [4, 8] params [] flops 32.0 bytes 160.0 tensor_core false : f32 est 3.0000533333333332 "bias_grad backward:0"
      ovl.rt.gemm <transient, 2048, 128>, <persistent, 1536, 256> -> <transient, 2560, 128> m 4 n 8 k 8 batch 1 strides 0, 0, 0 transpose false, true accumulate false : f32 est 3.001260895522388 "matmul backward:0"
      ovl.rt.gemm <transient, 1536, 128>, <transient, 2048, 128> -> <transient, 2816, 256> m 8 n 8 k 4 batch 1 strides 32, 0, 64 transpose true, false accumulate false : f32 est 3.001260895522388 "matmul backward:0"
      ovl.rt.kernel "attention_grad" [<transient, 1024, 384>, <transient, 1536, 128>, <transient, 1792, 32>, <transient, 2560, 128>, <transient, 4352, 384>] sizes [1, 4, 2, 4, 1, 0, 0, 0] params [0.0] flops 640.0 bytes 1792.0 tensor_core true : f32 est 3.0005973333333333 "attention_grad backward:0"
      ovl.rt.kernel "reduce_rows" [<transient, 4352, 384>, <transient, 1024, 96>] sizes [4, 24] params [] flops 96.0 bytes 480.0 tensor_core false : f32 est 3.00016 "bias_grad backward:0"
      ovl.rt.gemm <transient, 4352, 384>, <persistent, 512, 768> -> <transient, 1280, 128> m 4 n 8 k 24 batch 1 strides 0, 0, 0 transpose false, true accumulate false : f32 est 3.003782686567164 "matmul backward:0"
      ovl.rt.gemm <transient, 256, 128>, <transient, 4352, 384> -> <transient, 8960, 768> m 8 n 24 k 4 batch 1 strides 32, 0, 192 transpose true, false accumulate false : f32 est 3.003782686567164 "matmul backward:0"
      ovl.rt.kernel "layer_norm_grad" [<transient, 0, 128>, <persistent, 0, 32>, <transient, 512, 16>, <transient, 768, 16>, <transient, 1280, 128>, <transient, 256, 128>, <transient, 1536, 32>, <transient, 1792, 32>] sizes [4, 8] params [] flops 384.0 bytes 512.0 tensor_core false : f32 est 3.0001706666666665 "layer_norm_grad backward:0"
      ovl.rt.kernel "add" [<transient, 2048, 128>, <transient, 256, 128>, <transient, 0, 128>] sizes [32, 32] params [] flops 32.0 bytes 384.0 tensor_core false : f32 est 3.000128 "add backward:0"
      ovl.rt.wait 3 est 0.0 "event_wait"
      ovl.rt.record 4 est 0.0 "event_record"
      ovl.rt.kernel "layer_norm" [<transient, 6656, 128>, <persistent, 0, 32>, <persistent, 256, 32>, <transient, 256, 128>, <transient, 512, 16>, <transient, 768, 16>] sizes [4, 8] params [1.0e-05] flops 256.0 bytes 384.0 tensor_core false : f32 est 3.000128 "layer_norm forward:1"
      ovl.rt.gemm <transient, 256, 128>, <persistent, 512, 768> -> <transient, 4352, 384> m 4 n 24 k 8 batch 1 strides 0, 0, 0 transpose false, false accumulate false : f32 est 3.003782686567164 "linear forward:1"
      ovl.rt.kernel "add" [<transient, 4352, 384>, <persistent, 1280, 96>, <transient, 4352, 384>] sizes [96, 24] params [] flops 96.0 bytes 768.0 tensor_core false : f32 est 3.000256 "linear forward:1"
      ovl.rt.kernel "attention" [<transient, 4352, 384>, <transient, 1280, 128>, <transient, 2048, 32>] sizes [1, 4, 2, 4, 1, 0, 0, 0] params [0.0] flops 256.0 bytes 896.0 tensor_core true : f32 est 3.0002986666666667 "attention forward:1"
      ovl.rt.gemm <transient, 1280, 128>, <persistent, 1536, 256> -> <transient, 2560, 128> m 4 n 8 k 8 batch 1 strides 0, 0, 0 transpose false, false accumulate false : f32 est 3.001260895522388 "linear forward:1"
      ovl.rt.kernel "add" [<transient, 2560, 128>, <persistent, 1792, 32>, <transient, 3328, 128>] sizes [32, 8] params [] flops 32.0 bytes 384.0 tensor_core false : f32 est 3.000128 "add forward:1"
      ovl.rt.kernel "add" [<transient, 6656, 128>, <transient, 3328, 128>, <transient, 2560, 128>] sizes [32, 32] params [] flops 32.0 bytes 384.0 tensor_core false : f32 est 3.000128 "add forward:1"
      ovl.rt.kernel "layer_norm" [<transient, 2560, 128>, <persistent, 2048, 32>, <persistent, 2304, 32>, <transient, 3328, 128>, <transient, 4864, 16>, <transient, 5120, 16>] sizes [4, 8] params [1.0e-05] flops 256.0 bytes 384.0 tensor_core false : f32 est 3.000128 "layer_norm forward:1"
      ovl.rt.gemm <transient, 3328, 128>, <persistent, 2560, 1024> -> <transient, 9728, 512> m 4 n 32 k 8 batch 1 strides 0, 0, 0 transpose false, false accumulate false : f32 est 3.0050435820895522 "linear forward:1"
      ovl.rt.kernel "add" [<transient, 9728, 512>, <persistent, 3584, 128>, <transient, 9728, 512>] sizes [128, 32] params [] flops 128.0 bytes 1024.0 tensor_core false : f32 est 3.0003413333333335 "linear forward:1"
      ovl.rt.kernel "gelu" [<transient, 9728, 512>, <transient, 10240, 512>] sizes [128] params [] flops 1024.0 bytes 1024.0 tensor_core false : f32 est 3.0003413333333335 "gelu forward:1"
      ovl.rt.gemm <transient, 10240, 512>, <persistent, 3840, 1024> -> <transient, 6400, 128> m 4 n 8 k 32 batch 1 strides 0, 0, 0 transpose false, false accumulate false : f32 est 3.0050435820895522 "linear forward:1"
      ovl.rt.kernel "add" [<transient, 6400, 128>, <persistent, 4864, 32>, <transient, 10752, 128>] sizes [32, 8] params [] flops 32.0 bytes 384.0 tensor_core false : f32 est 3.000128 "add forward:1"
      ovl.rt.kernel "add" [<transient, 2560, 128>, <transient, 10752, 128>, <transient, 6400, 128>] sizes [32, 32] params [] flops 32.0 bytes 384.0 tensor_core false : f32 est 3.000128 "add forward:1"
      ovl.rt.kernel "layer_norm" [<transient, 6400, 128>, <persistent, 5120, 32>, <persistent, 5376, 32>, <transient, 10752, 128>, <transient, 11008, 16>, <transient, 11264, 16>] sizes [4, 8] params [1.0e-05] flops 256.0 bytes 384.0 tensor_core false : f32 est 3.000128 "layer_norm forward:1"
      ovl.rt.gemm <transient, 10752, 128>, <persistent, 5632, 256> -> <transient, 11520, 128> m 4 n 8 k 8 batch 1 strides 0, 0, 0 transpose false, true accumulate false : f32 est 3.001260895522388 "linear forward:1"
      ovl.rt.kernel "ce_max" [<transient, 11520, 128>, <transient, 11776, 16>] sizes [4, 8] params [] flops 128.0 bytes 128.0 tensor_core false : f32 est 3.000042666666667 "cross_entropy_max forward:1"
      ovl.rt.wait 2 est 0.0 "event_wait"
      ovl.rt.kernel "ce_stats" [<transient, 11520, 128>, <transient, 11776, 16>, <transient, 5888, 16>, <transient, 12032, 32>] sizes [4, 8] params [] flops 128.0 bytes 128.0 tensor_core false : f32 est 3.000042666666667 "cross_entropy_stats forward:1"
      ovl.rt.kernel "ce_loss" [<transient, 12032, 32>, <transient, 12288, 4>] sizes [4] params [] flops 8.0 bytes 32.0 tensor_core false : f32 est 3.000010666666667 "cross_entropy_loss forward:1"
      ovl.rt.kernel "log_loss" [<transient, 12288, 4>] sizes [] params [] flops 0.0 bytes 4.0 tensor_core false : f32 est 3.0000013333333335 "log_loss forward:1"
      ovl.rt.kernel "ce_grad" [<transient, 11520, 128>, <transient, 11776, 16>, <transient, 12032, 32>, <transient, 5888, 16>, <transient, 12288, 128>] sizes [4, 8] params [0.125] flops 128.0 bytes 256.0 tensor_core false : f32 est 3.0000853333333333 "cross_entropy_grad backward:1"
      ovl.rt.gemm <transient, 12288, 128>, <persistent, 5632, 256> -> <transient, 5888, 128> m 4 n 8 k 8 batch 1 strides 0, 0, 0 transpose false, false accumulate false : f32 est 3.001260895522388 "matmul backward:1"
      ovl.rt.gemm <transient, 12288, 128>, <transient, 10752, 128> -> <transient, 11520, 256> m 8 n 8 k 4 batch 1 strides 32, 0, 64 transpose true, false accumulate false : f32 est 3.001260895522388 "matmul backward:1"
      ovl.rt.kernel "add" [<transient, 5376, 256>, <transient, 11520, 256>, <transient, 10752, 256>] sizes [64, 64] params [] flops 64.0 bytes 768.0 tensor_core false : f32 est 3.000256 "add backward:1"
      ovl.rt.kernel "layer_norm_grad" [<transient, 6400, 128>, <persistent, 5120, 32>, <transient, 11008, 16>, <transient, 11264, 16>, <transient, 5888, 128>, <transient, 5376, 128>, <transient, 11520, 32>, <transient, 11776, 32>] sizes [4, 8] params [] flops 384.0 bytes 512.0 tensor_core false : f32 est 3.0001706666666665 "layer_norm_grad backward:1"
      ovl.rt.kernel "add" [<transient, 5632, 32>, <transient, 11520, 32>, <transient, 5888, 32>] sizes [8, 8] params [] flops 8.0 bytes 96.0 tensor_core false : f32 est 3.000032 "add backward:1"
      ovl.rt.kernel "add" [<transient, 6144, 32>, <transient, 11776, 32>, <transient, 5632, 32>] sizes [8, 8] params [] flops 8.0 bytes 96.0 tensor_core false : f32 est 3.000032 "add backward:1"
      ovl.rt.kernel "reduce_rows" [<transient, 5376, 128>, <transient, 6144, 32>] sizes [4, 8] params [] flops 32.0 bytes 160.0 tensor_core false : f32 est 3.0000533333333332 "bias_grad backward:1"
      ovl.rt.kernel "add" [<transient, 4096, 32>, <transient, 6144, 32>, <transient, 6400, 32>] sizes [8, 8] params [] flops 8.0 bytes 96.0 tensor_core false : f32 est 3.000032 "add backward:1"
      ovl.rt.gemm <transient, 5376, 128>, <persistent, 3840, 1024> -> <transient, 11008, 512> m 4 n 32 k 8 batch 1 strides 0, 0, 0 transpose false, true accumulate false : f32 est 3.0050435820895522 "matmul backward:1"
      ovl.rt.gemm <transient, 10240, 512>, <transient, 5376, 128> -> <transient, 11520, 1024> m 32 n 8 k 4 batch 1 strides 128, 0, 256 transpose true, false accumulate false : f32 est 3.0050435820895522 "matmul backward:1"
      ovl.rt.kernel "add" [<transient, 6912, 1024>, <transient, 11520, 1024>, <transient, 12544, 1024>] sizes [256, 256] params [] flops 256.0 bytes 3072.0 tensor_core false : f32 est 3.001024 "add backward:1"
      ovl.rt.kernel "gelu_grad" [<transient, 9728, 512>, <transient, 11008, 512>, <transient, 6912, 512>] sizes [128] params [] flops 1536.0 bytes 1536.0 tensor_core false : f32 est 3.000512 "gelu_grad backward:1"
      ovl.rt.kernel "reduce_rows" [<transient, 6912, 512>, <transient, 4096, 128>] sizes [4, 32] params [] flops 128.0 bytes 640.0 tensor_core false : f32 est 3.0002133333333334 "bias_grad backward:1"
      ovl.rt.kernel "add" [<transient, 3072, 128>, <transient, 4096, 128>, <transient, 6144, 128>] sizes [32, 32] params [] flops 32.0 bytes 384.0 tensor_core false : f32 est 3.000128 "add backward:1"
      ovl.rt.gemm <transient, 6912, 512>, <persistent, 2560, 1024> -> <transient, 3072, 128> m 4 n 8 k 32 batch 1 strides 0, 0, 0 transpose false, true accumulate false : f32 est 3.0050435820895522 "matmul backward:1"
      ovl.rt.gemm <transient, 3328, 128>, <transient, 6912, 512> -> <transient, 9728, 1024> m 8 n 32 k 4 batch 1 strides 32, 0, 256 transpose true, false accumulate false : f32 est 3.0050435820895522 "matmul backward:1"
      ovl.rt.kernel "add" [<transient, 7936, 1024>, <transient, 9728, 1024>, <transient, 6912, 1024>] sizes [256, 256] params [] flops 256.0 bytes 3072.0 tensor_core false : f32 est 3.001024 "add backward:1"
      ovl.rt.kernel "layer_norm_grad" [<transient, 2560, 128>, <persistent, 2048, 32>, <transient, 4864, 16>, <transient, 5120, 16>, <transient, 3072, 128>, <transient, 3328, 128>, <transient, 4096, 32>, <transient, 7936, 32>] sizes [4, 8] params [] flops 384.0 bytes 512.0 tensor_core false : f32 est 3.0001706666666665 "layer_norm_grad backward:1"
      ovl.rt.kernel "add" [<transient, 3584, 32>, <transient, 4096, 32>, <transient, 2560, 32>] sizes [8, 8] params [] flops 8.0 bytes 96.0 tensor_core false : f32 est 3.000032 "add backward:1"
      ovl.rt.kernel "add" [<transient, 3840, 32>, <transient, 7936, 32>, <transient, 3072, 32>] sizes [8, 8] params [] flops 8.0 bytes 96.0 tensor_core false : f32 est 3.000032 "add backward:1"
      ovl.rt.kernel "add" [<transient, 5376, 128>, <transient, 3328, 128>, <transient, 3584, 128>] sizes [32, 32] params [] flops 32.0 bytes 384.0 tensor_core false : f32 est 3.000128 "add backward:1"
      ovl.rt.kernel "reduce_rows" [<transient, 3584, 128>, <transient, 3328, 32>] sizes [4, 8] params [] flops 32.0 bytes 160.0 tensor_core false : f32 est 3.0000533333333332 "bias_grad backward:1"
      ovl.rt.kernel "add" [<transient, 2304, 32>, <transient, 3328, 32>, <transient, 3840, 32>] sizes [8, 8] params [] flops 8.0 bytes 96.0 tensor_core false : f32 est 3.000032 "add backward:1"
      ovl.rt.gemm <transient, 3584, 128>, <persistent, 1536, 256> -> <transient, 2304, 128> m 4 n 8 k 8 batch 1 strides 0, 0, 0 transpose false, true accumulate false : f32 est 3.001260895522388 "matmul backward:1"
      ovl.rt.gemm <transient, 1280, 128>, <transient, 3584, 128> -> <transient, 3328, 256> m 8 n 8 k 4 batch 1 strides 32, 0, 64 transpose true, false accumulate false : f32 est 3.001260895522388 "matmul backward:1"
      ovl.rt.kernel "add" [<transient, 2816, 256>, <transient, 3328, 256>, <transient, 4096, 256>] sizes [64, 64] params [] flops 64.0 bytes 768.0 tensor_core false : f32 est 3.000256 "add backward:1"
      ovl.rt.kernel "attention_grad" [<transient, 4352, 384>, <transient, 1280, 128>, <transient, 2048, 32>, <transient, 2304, 128>, <transient, 4864, 384>] sizes [1, 4, 2, 4, 1, 0, 0, 0] params [0.0] flops 640.0 bytes 1792.0 tensor_core true : f32 est 3.0005973333333333 "attention_grad backward:1"
      ovl.rt.kernel "reduce_rows" [<transient, 4864, 384>, <transient, 1280, 96>] sizes [4, 24] params [] flops 96.0 bytes 480.0 tensor_core false : f32 est 3.00016 "bias_grad backward:1"
      ovl.rt.kernel "add" [<transient, 1024, 96>, <transient, 1280, 96>, <transient, 2048, 96>] sizes [24, 24] params [] flops 24.0 bytes 288.0 tensor_core false : f32 est 3.000096 "add backward:1"
      ovl.rt.gemm <transient, 4864, 384>, <persistent, 512, 768> -> <transient, 1024, 128> m 4 n 8 k 24 batch 1 strides 0, 0, 0 transpose false, true accumulate false : f32 est 3.003782686567164 "matmul backward:1"
      ovl.rt.gemm <transient, 256, 128>, <transient, 4864, 384> -> <transient, 7936, 768> m 8 n 24 k 4 batch 1 strides 32, 0, 192 transpose true, false accumulate false : f32 est 3.003782686567164 "matmul backward:1"
      ovl.rt.kernel "add" [<transient, 8960, 768>, <transient, 7936, 768>, <transient, 4352, 768>] sizes [192, 192] params [] flops 192.0 bytes 2304.0 tensor_core false : f32 est 3.000768 "add backward:1"
      ovl.rt.kernel "layer_norm_grad" [<transient, 6656, 128>, <persistent, 0, 32>, <transient, 512, 16>, <transient, 768, 16>, <transient, 1024, 128>, <transient, 256, 128>, <transient, 1280, 32>, <transient, 2304, 32>] sizes [4, 8] params [] flops 384.0 bytes 512.0 tensor_core false : f32 est 3.0001706666666665 "layer_norm_grad backward:1"
      ovl.rt.kernel "add" [<transient, 1536, 32>, <transient, 1280, 32>, <transient, 512, 32>] sizes [8, 8] params [] flops 8.0 bytes 96.0 tensor_core false : f32 est 3.000032 "add backward:1"
      ovl.rt.kernel "add" [<transient, 1792, 32>, <transient, 2304, 32>, <transient, 768, 32>] sizes [8, 8] params [] flops 8.0 bytes 96.0 tensor_core false : f32 est 3.000032 "add backward:1"
      ovl.rt.kernel "add" [<transient, 3584, 128>, <transient, 256, 128>, <transient, 1024, 128>] sizes [32, 32] params [] flops 32.0 bytes 384.0 tensor_core false : f32 est 3.000128 "add backward:1"
      ovl.rt.record 5 est 0.0 "event_record"
      ovl.rt.wait 6 est 0.0 "event_wait"
      ovl.rt.kernel "add" [<transient, 0, 256>, <transient, 10752, 256>, <transient, 256, 256>] sizes [64, 64] params [] flops 64.0 bytes 768.0 tensor_core false : f32 est 3.000256 "add"
      ovl.rt.kernel "sum_squares" [<transient, 5888, 32>, <transient, 0, 4>] sizes [8, 0] params [] flops 16.0 bytes 32.0 tensor_core false : f32 est 3.000010666666667 "sum_squares"
      ovl.rt.kernel "sum_squares" [<transient, 5632, 32>, <transient, 0, 4>] sizes [8, 1] params [] flops 16.0 bytes 32.0 tensor_core false : f32 est 3.000010666666667 "sum_squares"
      ovl.rt.kernel "sum_squares" [<transient, 6400, 32>, <transient, 0, 4>] sizes [8, 1] params [] flops 16.0 bytes 32.0 tensor_core false : f32 est 3.000010666666667 "sum_squares"
      ovl.rt.kernel "sum_squares" [<transient, 12544, 1024>, <transient, 0, 4>] sizes [256, 1] params [] flops 512.0 bytes 1024.0 tensor_core false : f32 est 3.0003413333333335 "sum_squares"
      ovl.rt.kernel "sum_squares" [<transient, 6144, 128>, <transient, 0, 4>] sizes [32, 1] params [] flops 64.0 bytes 128.0 tensor_core false : f32 est 3.000042666666667 "sum_squares"
      ovl.rt.kernel "sum_squares" [<transient, 6912, 1024>, <transient, 0, 4>] sizes [256, 1] params [] flops 512.0 bytes 1024.0 tensor_core false : f32 est 3.0003413333333335 "sum_squares"
      ovl.rt.kernel "sum_squares" [<transient, 2560, 32>, <transient, 1024, 4>] sizes [8, 0] params [] flops 16.0 bytes 32.0 tensor_core false : f32 est 3.000010666666667 "sum_squares"
      ovl.rt.kernel "sum_squares" [<transient, 3072, 32>, <transient, 1024, 4>] sizes [8, 1] params [] flops 16.0 bytes 32.0 tensor_core false : f32 est 3.000010666666667 "sum_squares"
      ovl.rt.kernel "sum_squares" [<transient, 3840, 32>, <transient, 1024, 4>] sizes [8, 1] params [] flops 16.0 bytes 32.0 tensor_core false : f32 est 3.000010666666667 "sum_squares"
      ovl.rt.kernel "sum_squares" [<transient, 4096, 256>, <transient, 1024, 4>] sizes [64, 1] params [] flops 128.0 bytes 256.0 tensor_core false : f32 est 3.0000853333333333 "sum_squares"
      ovl.rt.kernel "sum_squares" [<transient, 2048, 96>, <transient, 1024, 4>] sizes [24, 1] params [] flops 48.0 bytes 96.0 tensor_core false : f32 est 3.000032 "sum_squares"
      ovl.rt.kernel "sum_squares" [<transient, 4352, 768>, <transient, 1024, 4>] sizes [192, 1] params [] flops 384.0 bytes 768.0 tensor_core false : f32 est 3.000256 "sum_squares"
      ovl.rt.kernel "add" [<transient, 0, 4>, <transient, 1024, 4>, <transient, 1280, 4>] sizes [1, 1] params [] flops 1.0 bytes 12.0 tensor_core false : f32 est 3.000004 "add"
      ovl.rt.kernel "sum_squares" [<transient, 512, 32>, <transient, 0, 4>] sizes [8, 0] params [] flops 16.0 bytes 32.0 tensor_core false : f32 est 3.000010666666667 "sum_squares"
      ovl.rt.kernel "sum_squares" [<transient, 768, 32>, <transient, 0, 4>] sizes [8, 1] params [] flops 16.0 bytes 32.0 tensor_core false : f32 est 3.000010666666667 "sum_squares"
      ovl.rt.kernel "add" [<transient, 1280, 4>, <transient, 0, 4>, <transient, 1024, 4>] sizes [1, 1] params [] flops 1.0 bytes 12.0 tensor_core false : f32 est 3.000004 "add"
      ovl.rt.record 7 est 0.0 "event_record"
      ovl.rt.wait 8 est 0.0 "event_wait"
      ovl.rt.kernel "clip_by_norm" [<transient, 512, 32>, <transient, 1024, 4>, <transient, 0, 32>] sizes [8] params [1.0] flops 8.0 bytes 64.0 tensor_core false : f32 est 3.000021333333333 "clip_by_global_norm"
      ovl.rt.kernel "clip_by_norm" [<transient, 768, 32>, <transient, 1024, 4>, <transient, 512, 32>] sizes [8] params [1.0] flops 8.0 bytes 64.0 tensor_core false : f32 est 3.000021333333333 "clip_by_global_norm"
      ovl.rt.kernel "clip_by_norm" [<transient, 4352, 768>, <transient, 1024, 4>, <transient, 1280, 768>] sizes [192] params [1.0] flops 192.0 bytes 1536.0 tensor_core false : f32 est 3.000512 "clip_by_global_norm"
      ovl.rt.kernel "clip_by_norm" [<transient, 2048, 96>, <transient, 1024, 4>, <transient, 768, 96>] sizes [24] params [1.0] flops 24.0 bytes 192.0 tensor_core false : f32 est 3.000064 "clip_by_global_norm"
      ovl.rt.kernel "clip_by_norm" [<transient, 4096, 256>, <transient, 1024, 4>, <transient, 2048, 256>] sizes [64] params [1.0] flops 64.0 bytes 512.0 tensor_core false : f32 est 3.0001706666666665 "clip_by_global_norm"
      ovl.rt.kernel "clip_by_norm" [<transient, 3840, 32>, <transient, 1024, 4>, <transient, 2304, 32>] sizes [8] params [1.0] flops 8.0 bytes 64.0 tensor_core false : f32 est 3.000021333333333 "clip_by_global_norm"
      ovl.rt.kernel "clip_by_norm" [<transient, 2560, 32>, <transient, 1024, 4>, <transient, 2816, 32>] sizes [8] params [1.0] flops 8.0 bytes 64.0 tensor_core false : f32 est 3.000021333333333 "clip_by_global_norm"
      ovl.rt.kernel "clip_by_norm" [<transient, 3072, 32>, <transient, 1024, 4>, <transient, 2560, 32>] sizes [8] params [1.0] flops 8.0 bytes 64.0 tensor_core false : f32 est 3.000021333333333 "clip_by_global_norm"
      ovl.rt.kernel "clip_by_norm" [<transient, 6912, 1024>, <transient, 1024, 4>, <transient, 3072, 1024>] sizes [256] params [1.0] flops 256.0 bytes 2048.0 tensor_core false : f32 est 3.0006826666666666 "clip_by_global_norm"
      ovl.rt.kernel "clip_by_norm" [<transient, 6144, 128>, <transient, 1024, 4>, <transient, 4096, 128>] sizes [32] params [1.0] flops 32.0 bytes 256.0 tensor_core false : f32 est 3.0000853333333333 "clip_by_global_norm"
      ovl.rt.kernel "clip_by_norm" [<transient, 12544, 1024>, <transient, 1024, 4>, <transient, 4352, 1024>] sizes [256] params [1.0] flops 256.0 bytes 2048.0 tensor_core false : f32 est 3.0006826666666666 "clip_by_global_norm"
      ovl.rt.kernel "clip_by_norm" [<transient, 6400, 32>, <transient, 1024, 4>, <transient, 5376, 32>] sizes [8] params [1.0] flops 8.0 bytes 64.0 tensor_core false : f32 est 3.000021333333333 "clip_by_global_norm"
      ovl.rt.kernel "clip_by_norm" [<transient, 5888, 32>, <transient, 1024, 4>, <transient, 6144, 32>] sizes [8] params [1.0] flops 8.0 bytes 64.0 tensor_core false : f32 est 3.000021333333333 "clip_by_global_norm"
      ovl.rt.kernel "clip_by_norm" [<transient, 5632, 32>, <transient, 1024, 4>, <transient, 5888, 32>] sizes [8] params [1.0] flops 8.0 bytes 64.0 tensor_core false : f32 est 3.000021333333333 "clip_by_global_norm"
      ovl.rt.kernel "clip_by_norm" [<transient, 256, 256>, <transient, 1024, 4>, <transient, 5632, 256>] sizes [64] params [1.0] flops 64.0 bytes 512.0 tensor_core false : f32 est 3.0001706666666665 "clip_by_global_norm"
      ovl.rt.kernel "adamw" [<persistent, 0, 32>, <transient, 0, 32>, <persistent, 5888, 32>, <persistent, 11776, 32>] sizes [8, 0, 0, 0, 0] params [0.05, 0.9, 0.999, 1.0e-08, 0.0, 0.0] flops 96.0 bytes 224.0 tensor_core false : f32 est 3.0000746666666664 "adamw_update"
      ovl.rt.kernel "adamw" [<persistent, 256, 32>, <transient, 512, 32>, <persistent, 6144, 32>, <persistent, 12032, 32>] sizes [8, 1, 0, 0, 0] params [0.05, 0.9, 0.999, 1.0e-08, 0.0, 0.0] flops 96.0 bytes 224.0 tensor_core false : f32 est 3.0000746666666664 "adamw_update"
      ovl.rt.kernel "adamw" [<persistent, 512, 768>, <transient, 1280, 768>, <persistent, 6400, 768>, <persistent, 12288, 768>] sizes [192, 2, 0, 0, 0] params [0.05, 0.9, 0.999, 1.0e-08, 0.01, 0.0] flops 2304.0 bytes 5376.0 tensor_core false : f32 est 3.001792 "adamw_update"
      ovl.rt.kernel "adamw" [<persistent, 1280, 96>, <transient, 768, 96>, <persistent, 7168, 96>, <persistent, 13056, 96>] sizes [24, 3, 0, 0, 0] params [0.05, 0.9, 0.999, 1.0e-08, 0.0, 0.0] flops 288.0 bytes 672.0 tensor_core false : f32 est 3.000224 "adamw_update"
      ovl.rt.kernel "adamw" [<persistent, 1536, 256>, <transient, 2048, 256>, <persistent, 7424, 256>, <persistent, 13312, 256>] sizes [64, 4, 0, 0, 0] params [0.05, 0.9, 0.999, 1.0e-08, 0.01, 0.0] flops 768.0 bytes 1792.0 tensor_core false : f32 est 3.0005973333333333 "adamw_update"
      ovl.rt.kernel "adamw" [<persistent, 1792, 32>, <transient, 2304, 32>, <persistent, 7680, 32>, <persistent, 13568, 32>] sizes [8, 5, 0, 0, 0] params [0.05, 0.9, 0.999, 1.0e-08, 0.0, 0.0] flops 96.0 bytes 224.0 tensor_core false : f32 est 3.0000746666666664 "adamw_update"
      ovl.rt.kernel "adamw" [<persistent, 2048, 32>, <transient, 2816, 32>, <persistent, 7936, 32>, <persistent, 13824, 32>] sizes [8, 6, 0, 0, 0] params [0.05, 0.9, 0.999, 1.0e-08, 0.0, 0.0] flops 96.0 bytes 224.0 tensor_core false : f32 est 3.0000746666666664 "adamw_update"
      ovl.rt.kernel "adamw" [<persistent, 2304, 32>, <transient, 2560, 32>, <persistent, 8192, 32>, <persistent, 14080, 32>] sizes [8, 7, 0, 0, 0] params [0.05, 0.9, 0.999, 1.0e-08, 0.0, 0.0] flops 96.0 bytes 224.0 tensor_core false : f32 est 3.0000746666666664 "adamw_update"
      ovl.rt.kernel "adamw" [<persistent, 2560, 1024>, <transient, 3072, 1024>, <persistent, 8448, 1024>, <persistent, 14336, 1024>] sizes [256, 8, 0, 0, 0] params [0.05, 0.9, 0.999, 1.0e-08, 0.01, 0.0] flops 3072.0 bytes 7168.0 tensor_core false : f32 est 3.0023893333333334 "adamw_update"
      ovl.rt.kernel "adamw" [<persistent, 3584, 128>, <transient, 4096, 128>, <persistent, 9472, 128>, <persistent, 15360, 128>] sizes [32, 9, 0, 0, 0] params [0.05, 0.9, 0.999, 1.0e-08, 0.0, 0.0] flops 384.0 bytes 896.0 tensor_core false : f32 est 3.0002986666666667 "adamw_update"
      ovl.rt.kernel "adamw" [<persistent, 3840, 1024>, <transient, 4352, 1024>, <persistent, 9728, 1024>, <persistent, 15616, 1024>] sizes [256, 10, 0, 0, 0] params [0.05, 0.9, 0.999, 1.0e-08, 0.01, 0.0] flops 3072.0 bytes 7168.0 tensor_core false : f32 est 3.0023893333333334 "adamw_update"
      ovl.rt.kernel "adamw" [<persistent, 4864, 32>, <transient, 5376, 32>, <persistent, 10752, 32>, <persistent, 16640, 32>] sizes [8, 11, 0, 0, 0] params [0.05, 0.9, 0.999, 1.0e-08, 0.0, 0.0] flops 96.0 bytes 224.0 tensor_core false : f32 est 3.0000746666666664 "adamw_update"
      ovl.rt.kernel "adamw" [<persistent, 5120, 32>, <transient, 6144, 32>, <persistent, 11008, 32>, <persistent, 16896, 32>] sizes [8, 12, 0, 0, 0] params [0.05, 0.9, 0.999, 1.0e-08, 0.0, 0.0] flops 96.0 bytes 224.0 tensor_core false : f32 est 3.0000746666666664 "adamw_update"
      ovl.rt.kernel "adamw" [<persistent, 5376, 32>, <transient, 5888, 32>, <persistent, 11264, 32>, <persistent, 17152, 32>] sizes [8, 13, 0, 0, 0] params [0.05, 0.9, 0.999, 1.0e-08, 0.0, 0.0] flops 96.0 bytes 224.0 tensor_core false : f32 est 3.0000746666666664 "adamw_update"
      ovl.rt.kernel "adamw" [<persistent, 5632, 256>, <transient, 5632, 256>, <persistent, 11520, 256>, <persistent, 17408, 256>] sizes [64, 14, 0, 0, 0] params [0.05, 0.9, 0.999, 1.0e-08, 0.01, 0.0] flops 768.0 bytes 1792.0 tensor_core false : f32 est 3.0005973333333333 "adamw_update"
    }
    ovl.queue 1 tp_comm {
      ovl.rt.wait 7 est 0.0 "event_wait"
      ovl.rt.collective all_reduce sum over [pp] <transient, 1024, 4> -> <transient, 1024, 4> count 1 outer 1 inner 0 root 0 : f32 est 15.00008695652174 "all_reduce_start"
      ovl.rt.record 8 est 0.0 "event_record"
    }
    ovl.queue 2 pp_comm {
      ovl.rt.p2p send false along pp peer 0 <transient, 0, 128> : f32 est 15.002782608695652 "recv forward:0"
      ovl.rt.record 0 est 0.0 "event_record"
      ovl.rt.p2p send false along pp peer 0 <transient, 6656, 128> : f32 est 15.002782608695652 "recv forward:1"
      ovl.rt.record 3 est 0.0 "event_record"
      ovl.rt.wait 4 est 0.0 "event_wait"
      ovl.rt.p2p send true along pp peer 0 <transient, 0, 128> : f32 est 15.002782608695652 "send backward:0"
      ovl.rt.wait 5 est 0.0 "event_wait"
      ovl.rt.p2p send true along pp peer 0 <transient, 1024, 128> : f32 est 15.002782608695652 "send backward:1"
      ovl.rt.p2p send false along pp peer 0 <transient, 0, 256> : f32 est 15.005565217391304 "recv"
      ovl.rt.record 6 est 0.0 "event_record"
      ovl.rt.p2p send true along pp peer 0 <transient, 10752, 256> : f32 est 15.005565217391304 "send"
    }
    ovl.queue 3 copy {
      ovl.rt.copy host labels -> <transient, 5632, 16> microbatch 0 vocab 8 count 4 seq 4 over [dp] est 3.00064 "load_batch forward:0"
      ovl.rt.record 1 est 0.0 "event_record"
      ovl.rt.copy host labels -> <transient, 5888, 16> microbatch 1 vocab 8 count 4 seq 4 over [dp] est 3.00064 "load_batch forward:1"
      ovl.rt.record 2 est 0.0 "event_record"
    }
  }
}

