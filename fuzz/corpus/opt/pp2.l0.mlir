// ovl-gen gpt --hidden-size 8 --num-attention-heads 2 --seq-length 4 --micro-batch-size 1 --num-microbatches 2 --vocab-size 8 --make-vocab-size-divisible-by 1 --num-layers 2 --pipeline-model-parallel-size 2
module {
  ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 1 : data, tp = 1 : tensor]
  ovl.pipeline @pipeline over pp stages [@stage0, @stage1] microbatches 2
  func.func @stage0(%arg0: tensor<8x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight", global [8, 8], init normal(2.000000e-02)>}, %arg1: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.position_embeddings.weight", global [4, 8], init normal(2.000000e-02)>}, %arg2: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.weight", global [8], init ones>}, %arg3: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.bias", global [8], init zeros>}, %arg4: tensor<8x24xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.weight", global [8, 24], init normal(2.000000e-02)>}, %arg5: tensor<24xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.bias", global [24], init zeros>}, %arg6: tensor<8x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.weight", global [8, 8], init normal(1.000000e-02)>}, %arg7: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.bias", global [8], init zeros>}, %arg8: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.weight", global [8], init ones>}, %arg9: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.bias", global [8], init zeros>}, %arg10: tensor<8x32xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.weight", global [8, 32], init normal(2.000000e-02)>}, %arg11: tensor<32xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.bias", global [32], init zeros>}, %arg12: tensor<32x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.weight", global [32, 8], init normal(1.000000e-02)>}, %arg13: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.bias", global [8], init zeros>}, %arg14: tensor<8x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight.momentum_buffer", global [8, 8], init zeros>}, %arg15: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.position_embeddings.weight.momentum_buffer", global [4, 8], init zeros>}, %arg16: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.weight.momentum_buffer", global [8], init zeros>}, %arg17: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.bias.momentum_buffer", global [8], init zeros>}, %arg18: tensor<8x24xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.weight.momentum_buffer", global [8, 24], init zeros>}, %arg19: tensor<24xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.bias.momentum_buffer", global [24], init zeros>}, %arg20: tensor<8x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.weight.momentum_buffer", global [8, 8], init zeros>}, %arg21: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.bias.momentum_buffer", global [8], init zeros>}, %arg22: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.weight.momentum_buffer", global [8], init zeros>}, %arg23: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.bias.momentum_buffer", global [8], init zeros>}, %arg24: tensor<8x32xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.weight.momentum_buffer", global [8, 32], init zeros>}, %arg25: tensor<32xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.bias.momentum_buffer", global [32], init zeros>}, %arg26: tensor<32x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.weight.momentum_buffer", global [32, 8], init zeros>}, %arg27: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.bias.momentum_buffer", global [8], init zeros>}) -> (tensor<8x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>) attributes {ovl.stage = 0 : i64} {
    %0:14 = ovl.job forward microbatch 0 -> tensor<1x4xi32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x24xf32>, tensor<1x4x8xf32>, tensor<1x2x4xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x32xf32>, tensor<1x4x32xf32> {
      %4 = ovl.load_batch tokens microbatch 0 vocab 8 : tensor<1x4xi32>
      %5 = ovl.embedding %4, %arg0 : (tensor<1x4xi32>, tensor<8x8xf32>) -> tensor<1x4x8xf32>
      %6 = ovl.add %5, %arg1 : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
      %result, %mean, %rstd = ovl.layer_norm %6, %arg2, %arg3 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %7 = ovl.linear column %result, %arg4, %arg5 : (tensor<1x4x8xf32>, tensor<8x24xf32>, tensor<24xf32>) -> tensor<1x4x24xf32>
      %result_26, %logsumexp = ovl.attention %7 heads 2 causal : (tensor<1x4x24xf32>) -> (tensor<1x4x8xf32>, tensor<1x2x4xf32>)
      %8 = ovl.linear row %result_26, %arg6 : (tensor<1x4x8xf32>, tensor<8x8xf32>) -> tensor<1x4x8xf32>
      %9 = ovl.add %8, %arg7 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %10 = ovl.add %6, %9 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %result_27, %mean_28, %rstd_29 = ovl.layer_norm %10, %arg8, %arg9 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %11 = ovl.linear column %result_27, %arg10, %arg11 : (tensor<1x4x8xf32>, tensor<8x32xf32>, tensor<32xf32>) -> tensor<1x4x32xf32>
      %12 = ovl.gelu %11 : tensor<1x4x32xf32>
      %13 = ovl.linear row %12, %arg12 : (tensor<1x4x32xf32>, tensor<32x8xf32>) -> tensor<1x4x8xf32>
      %14 = ovl.add %13, %arg13 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %15 = ovl.add %10, %14 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      ovl.send %15 to pp = 1 : tensor<1x4x8xf32>
      ovl.yield %4, %6, %result, %mean, %rstd, %7, %result_26, %logsumexp, %10, %result_27, %mean_28, %rstd_29, %11, %12 : tensor<1x4xi32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x24xf32>, tensor<1x4x8xf32>, tensor<1x2x4xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x32xf32>, tensor<1x4x32xf32>
    }
    %1:14 = ovl.job forward microbatch 1 -> tensor<1x4xi32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x24xf32>, tensor<1x4x8xf32>, tensor<1x2x4xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x32xf32>, tensor<1x4x32xf32> {
      %4 = ovl.load_batch tokens microbatch 1 vocab 8 : tensor<1x4xi32>
      %5 = ovl.embedding %4, %arg0 : (tensor<1x4xi32>, tensor<8x8xf32>) -> tensor<1x4x8xf32>
      %6 = ovl.add %5, %arg1 : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
      %result, %mean, %rstd = ovl.layer_norm %6, %arg2, %arg3 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %7 = ovl.linear column %result, %arg4, %arg5 : (tensor<1x4x8xf32>, tensor<8x24xf32>, tensor<24xf32>) -> tensor<1x4x24xf32>
      %result_26, %logsumexp = ovl.attention %7 heads 2 causal : (tensor<1x4x24xf32>) -> (tensor<1x4x8xf32>, tensor<1x2x4xf32>)
      %8 = ovl.linear row %result_26, %arg6 : (tensor<1x4x8xf32>, tensor<8x8xf32>) -> tensor<1x4x8xf32>
      %9 = ovl.add %8, %arg7 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %10 = ovl.add %6, %9 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %result_27, %mean_28, %rstd_29 = ovl.layer_norm %10, %arg8, %arg9 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %11 = ovl.linear column %result_27, %arg10, %arg11 : (tensor<1x4x8xf32>, tensor<8x32xf32>, tensor<32xf32>) -> tensor<1x4x32xf32>
      %12 = ovl.gelu %11 : tensor<1x4x32xf32>
      %13 = ovl.linear row %12, %arg12 : (tensor<1x4x32xf32>, tensor<32x8xf32>) -> tensor<1x4x8xf32>
      %14 = ovl.add %13, %arg13 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %15 = ovl.add %10, %14 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      ovl.send %15 to pp = 1 : tensor<1x4x8xf32>
      ovl.yield %4, %6, %result, %mean, %rstd, %7, %result_26, %logsumexp, %10, %result_27, %mean_28, %rstd_29, %11, %12 : tensor<1x4xi32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x24xf32>, tensor<1x4x8xf32>, tensor<1x2x4xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x32xf32>, tensor<1x4x32xf32>
    }
    %2:14 = ovl.job backward microbatch 0 -> tensor<8x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32> {
      %4 = ovl.recv from pp = 1 : tensor<1x4x8xf32>
      %5 = ovl.bias_grad %4 : (tensor<1x4x8xf32>) -> tensor<8xf32>
      %input_grad, %weight_grad = ovl.matmul_grad row %0#13, %arg12, %4 : (tensor<1x4x32xf32>, tensor<32x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x32xf32>, tensor<32x8xf32>)
      %6 = ovl.gelu_grad %0#12, %input_grad : tensor<1x4x32xf32>
      %7 = ovl.bias_grad %6 : (tensor<1x4x32xf32>) -> tensor<32xf32>
      %input_grad_26, %weight_grad_27 = ovl.matmul_grad column %0#9, %arg10, %6 : (tensor<1x4x8xf32>, tensor<8x32xf32>, tensor<1x4x32xf32>) -> (tensor<1x4x8xf32>, tensor<8x32xf32>)
      %input_grad_28, %gamma_grad, %beta_grad = ovl.layer_norm_grad %0#8, %arg8, %0#10, %0#11, %input_grad_26 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %8 = ovl.add %4, %input_grad_28 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %9 = ovl.bias_grad %8 : (tensor<1x4x8xf32>) -> tensor<8xf32>
      %input_grad_29, %weight_grad_30 = ovl.matmul_grad row %0#6, %arg6, %8 : (tensor<1x4x8xf32>, tensor<8x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8x8xf32>)
      %10 = ovl.attention_grad %0#5, %0#6, %0#7, %input_grad_29 heads 2 causal : (tensor<1x4x24xf32>, tensor<1x4x8xf32>, tensor<1x2x4xf32>, tensor<1x4x8xf32>) -> tensor<1x4x24xf32>
      %11 = ovl.bias_grad %10 : (tensor<1x4x24xf32>) -> tensor<24xf32>
      %input_grad_31, %weight_grad_32 = ovl.matmul_grad column %0#2, %arg4, %10 : (tensor<1x4x8xf32>, tensor<8x24xf32>, tensor<1x4x24xf32>) -> (tensor<1x4x8xf32>, tensor<8x24xf32>)
      %input_grad_33, %gamma_grad_34, %beta_grad_35 = ovl.layer_norm_grad %0#1, %arg2, %0#3, %0#4, %input_grad_31 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %12 = ovl.add %8, %input_grad_33 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %13 = ovl.bias_grad %12 : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
      %14 = ovl.embedding_grad %0#0, %12 : (tensor<1x4xi32>, tensor<1x4x8xf32>) -> tensor<8x8xf32>
      ovl.yield %14, %13, %gamma_grad_34, %beta_grad_35, %weight_grad_32, %11, %weight_grad_30, %9, %gamma_grad, %beta_grad, %weight_grad_27, %7, %weight_grad, %5 : tensor<8x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>
    }
    %3:14 = ovl.job backward microbatch 1 -> tensor<8x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32> {
      %4 = ovl.recv from pp = 1 : tensor<1x4x8xf32>
      %5 = ovl.bias_grad %4 : (tensor<1x4x8xf32>) -> tensor<8xf32>
      %6 = ovl.add %2#13, %5 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %input_grad, %weight_grad = ovl.matmul_grad row %1#13, %arg12, %4 : (tensor<1x4x32xf32>, tensor<32x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x32xf32>, tensor<32x8xf32>)
      %7 = ovl.add %2#12, %weight_grad : (tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
      %8 = ovl.gelu_grad %1#12, %input_grad : tensor<1x4x32xf32>
      %9 = ovl.bias_grad %8 : (tensor<1x4x32xf32>) -> tensor<32xf32>
      %10 = ovl.add %2#11, %9 : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %input_grad_26, %weight_grad_27 = ovl.matmul_grad column %1#9, %arg10, %8 : (tensor<1x4x8xf32>, tensor<8x32xf32>, tensor<1x4x32xf32>) -> (tensor<1x4x8xf32>, tensor<8x32xf32>)
      %11 = ovl.add %2#10, %weight_grad_27 : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
      %input_grad_28, %gamma_grad, %beta_grad = ovl.layer_norm_grad %1#8, %arg8, %1#10, %1#11, %input_grad_26 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %12 = ovl.add %2#8, %gamma_grad : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %13 = ovl.add %2#9, %beta_grad : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %14 = ovl.add %4, %input_grad_28 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %15 = ovl.bias_grad %14 : (tensor<1x4x8xf32>) -> tensor<8xf32>
      %16 = ovl.add %2#7, %15 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %input_grad_29, %weight_grad_30 = ovl.matmul_grad row %1#6, %arg6, %14 : (tensor<1x4x8xf32>, tensor<8x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8x8xf32>)
      %17 = ovl.add %2#6, %weight_grad_30 : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
      %18 = ovl.attention_grad %1#5, %1#6, %1#7, %input_grad_29 heads 2 causal : (tensor<1x4x24xf32>, tensor<1x4x8xf32>, tensor<1x2x4xf32>, tensor<1x4x8xf32>) -> tensor<1x4x24xf32>
      %19 = ovl.bias_grad %18 : (tensor<1x4x24xf32>) -> tensor<24xf32>
      %20 = ovl.add %2#5, %19 : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
      %input_grad_31, %weight_grad_32 = ovl.matmul_grad column %1#2, %arg4, %18 : (tensor<1x4x8xf32>, tensor<8x24xf32>, tensor<1x4x24xf32>) -> (tensor<1x4x8xf32>, tensor<8x24xf32>)
      %21 = ovl.add %2#4, %weight_grad_32 : (tensor<8x24xf32>, tensor<8x24xf32>) -> tensor<8x24xf32>
      %input_grad_33, %gamma_grad_34, %beta_grad_35 = ovl.layer_norm_grad %1#1, %arg2, %1#3, %1#4, %input_grad_31 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %22 = ovl.add %2#2, %gamma_grad_34 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %23 = ovl.add %2#3, %beta_grad_35 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %24 = ovl.add %14, %input_grad_33 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %25 = ovl.bias_grad %24 : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
      %26 = ovl.add %2#1, %25 : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      %27 = ovl.embedding_grad %1#0, %24 : (tensor<1x4xi32>, tensor<1x4x8xf32>) -> tensor<8x8xf32>
      %28 = ovl.add %2#0, %27 : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
      ovl.yield %28, %26, %22, %23, %21, %20, %17, %16, %12, %13, %11, %10, %7, %6 : tensor<8x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>
    }
    %new_param, %new_momentum_buffer = ovl.sgd_update %arg0, %3#0, %arg14 lr 5.000000e-02 momentum 9.000000e-01 {weight_decay = 1.000000e-02 : f64} : tensor<8x8xf32>
    %new_param_0, %new_momentum_buffer_1 = ovl.sgd_update %arg1, %3#1, %arg15 lr 5.000000e-02 momentum 9.000000e-01 {weight_decay = 1.000000e-02 : f64} : tensor<4x8xf32>
    %new_param_2, %new_momentum_buffer_3 = ovl.sgd_update %arg2, %3#2, %arg16 lr 5.000000e-02 momentum 9.000000e-01 : tensor<8xf32>
    %new_param_4, %new_momentum_buffer_5 = ovl.sgd_update %arg3, %3#3, %arg17 lr 5.000000e-02 momentum 9.000000e-01 : tensor<8xf32>
    %new_param_6, %new_momentum_buffer_7 = ovl.sgd_update %arg4, %3#4, %arg18 lr 5.000000e-02 momentum 9.000000e-01 {weight_decay = 1.000000e-02 : f64} : tensor<8x24xf32>
    %new_param_8, %new_momentum_buffer_9 = ovl.sgd_update %arg5, %3#5, %arg19 lr 5.000000e-02 momentum 9.000000e-01 : tensor<24xf32>
    %new_param_10, %new_momentum_buffer_11 = ovl.sgd_update %arg6, %3#6, %arg20 lr 5.000000e-02 momentum 9.000000e-01 {weight_decay = 1.000000e-02 : f64} : tensor<8x8xf32>
    %new_param_12, %new_momentum_buffer_13 = ovl.sgd_update %arg7, %3#7, %arg21 lr 5.000000e-02 momentum 9.000000e-01 : tensor<8xf32>
    %new_param_14, %new_momentum_buffer_15 = ovl.sgd_update %arg8, %3#8, %arg22 lr 5.000000e-02 momentum 9.000000e-01 : tensor<8xf32>
    %new_param_16, %new_momentum_buffer_17 = ovl.sgd_update %arg9, %3#9, %arg23 lr 5.000000e-02 momentum 9.000000e-01 : tensor<8xf32>
    %new_param_18, %new_momentum_buffer_19 = ovl.sgd_update %arg10, %3#10, %arg24 lr 5.000000e-02 momentum 9.000000e-01 {weight_decay = 1.000000e-02 : f64} : tensor<8x32xf32>
    %new_param_20, %new_momentum_buffer_21 = ovl.sgd_update %arg11, %3#11, %arg25 lr 5.000000e-02 momentum 9.000000e-01 : tensor<32xf32>
    %new_param_22, %new_momentum_buffer_23 = ovl.sgd_update %arg12, %3#12, %arg26 lr 5.000000e-02 momentum 9.000000e-01 {weight_decay = 1.000000e-02 : f64} : tensor<32x8xf32>
    %new_param_24, %new_momentum_buffer_25 = ovl.sgd_update %arg13, %3#13, %arg27 lr 5.000000e-02 momentum 9.000000e-01 : tensor<8xf32>
    return %new_param, %new_param_0, %new_param_2, %new_param_4, %new_param_6, %new_param_8, %new_param_10, %new_param_12, %new_param_14, %new_param_16, %new_param_18, %new_param_20, %new_param_22, %new_param_24, %new_momentum_buffer, %new_momentum_buffer_1, %new_momentum_buffer_3, %new_momentum_buffer_5, %new_momentum_buffer_7, %new_momentum_buffer_9, %new_momentum_buffer_11, %new_momentum_buffer_13, %new_momentum_buffer_15, %new_momentum_buffer_17, %new_momentum_buffer_19, %new_momentum_buffer_21, %new_momentum_buffer_23, %new_momentum_buffer_25 : tensor<8x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>
  }
  func.func @stage1(%arg0: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.input_layernorm.weight", global [8], init ones>}, %arg1: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.input_layernorm.bias", global [8], init zeros>}, %arg2: tensor<8x24xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_qkv.weight", global [8, 24], init normal(2.000000e-02)>}, %arg3: tensor<24xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_qkv.bias", global [24], init zeros>}, %arg4: tensor<8x8xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_proj.weight", global [8, 8], init normal(1.000000e-02)>}, %arg5: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_proj.bias", global [8], init zeros>}, %arg6: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.pre_mlp_layernorm.weight", global [8], init ones>}, %arg7: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.pre_mlp_layernorm.bias", global [8], init zeros>}, %arg8: tensor<8x32xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc1.weight", global [8, 32], init normal(2.000000e-02)>}, %arg9: tensor<32xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc1.bias", global [32], init zeros>}, %arg10: tensor<32x8xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc2.weight", global [32, 8], init normal(1.000000e-02)>}, %arg11: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc2.bias", global [8], init zeros>}, %arg12: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.weight", global [8], init ones>}, %arg13: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.bias", global [8], init zeros>}, %arg14: tensor<8x8xf32> {ovl.param = #ovl.param<"output_layer.weight", global [8, 8], init normal(2.000000e-02)>}, %arg15: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.input_layernorm.weight.momentum_buffer", global [8], init zeros>}, %arg16: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.input_layernorm.bias.momentum_buffer", global [8], init zeros>}, %arg17: tensor<8x24xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_qkv.weight.momentum_buffer", global [8, 24], init zeros>}, %arg18: tensor<24xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_qkv.bias.momentum_buffer", global [24], init zeros>}, %arg19: tensor<8x8xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_proj.weight.momentum_buffer", global [8, 8], init zeros>}, %arg20: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_proj.bias.momentum_buffer", global [8], init zeros>}, %arg21: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.pre_mlp_layernorm.weight.momentum_buffer", global [8], init zeros>}, %arg22: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.pre_mlp_layernorm.bias.momentum_buffer", global [8], init zeros>}, %arg23: tensor<8x32xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc1.weight.momentum_buffer", global [8, 32], init zeros>}, %arg24: tensor<32xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc1.bias.momentum_buffer", global [32], init zeros>}, %arg25: tensor<32x8xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc2.weight.momentum_buffer", global [32, 8], init zeros>}, %arg26: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc2.bias.momentum_buffer", global [8], init zeros>}, %arg27: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.weight.momentum_buffer", global [8], init zeros>}, %arg28: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.bias.momentum_buffer", global [8], init zeros>}, %arg29: tensor<8x8xf32> {ovl.param = #ovl.param<"output_layer.weight.momentum_buffer", global [8, 8], init zeros>}) -> (tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32>) attributes {ovl.stage = 1 : i64} {
    %0:21 = ovl.job forward microbatch 0 -> tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x24xf32>, tensor<1x4x8xf32>, tensor<1x2x4xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x32xf32>, tensor<1x4x32xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32> {
      %4 = ovl.recv from pp = 0 : tensor<1x4x8xf32>
      %result, %mean, %rstd = ovl.layer_norm %4, %arg0, %arg1 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %5 = ovl.linear column %result, %arg2, %arg3 : (tensor<1x4x8xf32>, tensor<8x24xf32>, tensor<24xf32>) -> tensor<1x4x24xf32>
      %result_28, %logsumexp = ovl.attention %5 heads 2 causal : (tensor<1x4x24xf32>) -> (tensor<1x4x8xf32>, tensor<1x2x4xf32>)
      %6 = ovl.linear row %result_28, %arg4 : (tensor<1x4x8xf32>, tensor<8x8xf32>) -> tensor<1x4x8xf32>
      %7 = ovl.add %6, %arg5 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %8 = ovl.add %4, %7 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %result_29, %mean_30, %rstd_31 = ovl.layer_norm %8, %arg6, %arg7 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %9 = ovl.linear column %result_29, %arg8, %arg9 : (tensor<1x4x8xf32>, tensor<8x32xf32>, tensor<32xf32>) -> tensor<1x4x32xf32>
      %10 = ovl.gelu %9 : tensor<1x4x32xf32>
      %11 = ovl.linear row %10, %arg10 : (tensor<1x4x32xf32>, tensor<32x8xf32>) -> tensor<1x4x8xf32>
      %12 = ovl.add %11, %arg11 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %13 = ovl.add %8, %12 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %result_32, %mean_33, %rstd_34 = ovl.layer_norm %13, %arg12, %arg13 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %14 = ovl.linear column %result_32, %arg14 : (tensor<1x4x8xf32>, tensor<8x8xf32>) -> tensor<1x4x8xf32>
      %15 = ovl.cross_entropy_max %14 : (tensor<1x4x8xf32>) -> tensor<1x4xf32>
      %16 = ovl.load_batch labels microbatch 0 vocab 8 : tensor<1x4xi32>
      %17 = ovl.cross_entropy_stats %14, %15, %16 : (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xi32>) -> tensor<1x4x2xf32>
      %18 = ovl.cross_entropy_loss %17 : (tensor<1x4x2xf32>) -> tensor<f32>
      ovl.log_loss %18 : tensor<f32>
      ovl.yield %4, %result, %mean, %rstd, %5, %result_28, %logsumexp, %8, %result_29, %mean_30, %rstd_31, %9, %10, %13, %result_32, %mean_33, %rstd_34, %14, %15, %17, %16 : tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x24xf32>, tensor<1x4x8xf32>, tensor<1x2x4xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x32xf32>, tensor<1x4x32xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32>
    }
    %1:21 = ovl.job forward microbatch 1 -> tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x24xf32>, tensor<1x4x8xf32>, tensor<1x2x4xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x32xf32>, tensor<1x4x32xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32> {
      %4 = ovl.recv from pp = 0 : tensor<1x4x8xf32>
      %result, %mean, %rstd = ovl.layer_norm %4, %arg0, %arg1 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %5 = ovl.linear column %result, %arg2, %arg3 : (tensor<1x4x8xf32>, tensor<8x24xf32>, tensor<24xf32>) -> tensor<1x4x24xf32>
      %result_28, %logsumexp = ovl.attention %5 heads 2 causal : (tensor<1x4x24xf32>) -> (tensor<1x4x8xf32>, tensor<1x2x4xf32>)
      %6 = ovl.linear row %result_28, %arg4 : (tensor<1x4x8xf32>, tensor<8x8xf32>) -> tensor<1x4x8xf32>
      %7 = ovl.add %6, %arg5 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %8 = ovl.add %4, %7 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %result_29, %mean_30, %rstd_31 = ovl.layer_norm %8, %arg6, %arg7 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %9 = ovl.linear column %result_29, %arg8, %arg9 : (tensor<1x4x8xf32>, tensor<8x32xf32>, tensor<32xf32>) -> tensor<1x4x32xf32>
      %10 = ovl.gelu %9 : tensor<1x4x32xf32>
      %11 = ovl.linear row %10, %arg10 : (tensor<1x4x32xf32>, tensor<32x8xf32>) -> tensor<1x4x8xf32>
      %12 = ovl.add %11, %arg11 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %13 = ovl.add %8, %12 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %result_32, %mean_33, %rstd_34 = ovl.layer_norm %13, %arg12, %arg13 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %14 = ovl.linear column %result_32, %arg14 : (tensor<1x4x8xf32>, tensor<8x8xf32>) -> tensor<1x4x8xf32>
      %15 = ovl.cross_entropy_max %14 : (tensor<1x4x8xf32>) -> tensor<1x4xf32>
      %16 = ovl.load_batch labels microbatch 1 vocab 8 : tensor<1x4xi32>
      %17 = ovl.cross_entropy_stats %14, %15, %16 : (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xi32>) -> tensor<1x4x2xf32>
      %18 = ovl.cross_entropy_loss %17 : (tensor<1x4x2xf32>) -> tensor<f32>
      ovl.log_loss %18 : tensor<f32>
      ovl.yield %4, %result, %mean, %rstd, %5, %result_28, %logsumexp, %8, %result_29, %mean_30, %rstd_31, %9, %10, %13, %result_32, %mean_33, %rstd_34, %14, %15, %17, %16 : tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x24xf32>, tensor<1x4x8xf32>, tensor<1x2x4xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x32xf32>, tensor<1x4x32xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32>
    }
    %2:15 = ovl.job backward microbatch 0 -> tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32> {
      %4 = ovl.cross_entropy_grad %0#17, %0#18, %0#19, %0#20 scale 1.250000e-01 : (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32>) -> tensor<1x4x8xf32>
      %input_grad, %weight_grad = ovl.matmul_grad column %0#14, %arg14, %4 : (tensor<1x4x8xf32>, tensor<8x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8x8xf32>)
      %input_grad_28, %gamma_grad, %beta_grad = ovl.layer_norm_grad %0#13, %arg12, %0#15, %0#16, %input_grad : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %5 = ovl.bias_grad %input_grad_28 : (tensor<1x4x8xf32>) -> tensor<8xf32>
      %input_grad_29, %weight_grad_30 = ovl.matmul_grad row %0#12, %arg10, %input_grad_28 : (tensor<1x4x32xf32>, tensor<32x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x32xf32>, tensor<32x8xf32>)
      %6 = ovl.gelu_grad %0#11, %input_grad_29 : tensor<1x4x32xf32>
      %7 = ovl.bias_grad %6 : (tensor<1x4x32xf32>) -> tensor<32xf32>
      %input_grad_31, %weight_grad_32 = ovl.matmul_grad column %0#8, %arg8, %6 : (tensor<1x4x8xf32>, tensor<8x32xf32>, tensor<1x4x32xf32>) -> (tensor<1x4x8xf32>, tensor<8x32xf32>)
      %input_grad_33, %gamma_grad_34, %beta_grad_35 = ovl.layer_norm_grad %0#7, %arg6, %0#9, %0#10, %input_grad_31 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %8 = ovl.add %input_grad_28, %input_grad_33 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %9 = ovl.bias_grad %8 : (tensor<1x4x8xf32>) -> tensor<8xf32>
      %input_grad_36, %weight_grad_37 = ovl.matmul_grad row %0#5, %arg4, %8 : (tensor<1x4x8xf32>, tensor<8x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8x8xf32>)
      %10 = ovl.attention_grad %0#4, %0#5, %0#6, %input_grad_36 heads 2 causal : (tensor<1x4x24xf32>, tensor<1x4x8xf32>, tensor<1x2x4xf32>, tensor<1x4x8xf32>) -> tensor<1x4x24xf32>
      %11 = ovl.bias_grad %10 : (tensor<1x4x24xf32>) -> tensor<24xf32>
      %input_grad_38, %weight_grad_39 = ovl.matmul_grad column %0#1, %arg2, %10 : (tensor<1x4x8xf32>, tensor<8x24xf32>, tensor<1x4x24xf32>) -> (tensor<1x4x8xf32>, tensor<8x24xf32>)
      %input_grad_40, %gamma_grad_41, %beta_grad_42 = ovl.layer_norm_grad %0#0, %arg0, %0#2, %0#3, %input_grad_38 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %12 = ovl.add %8, %input_grad_40 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      ovl.send %12 to pp = 0 : tensor<1x4x8xf32>
      ovl.yield %gamma_grad_41, %beta_grad_42, %weight_grad_39, %11, %weight_grad_37, %9, %gamma_grad_34, %beta_grad_35, %weight_grad_32, %7, %weight_grad_30, %5, %gamma_grad, %beta_grad, %weight_grad : tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32>
    }
    %3:15 = ovl.job backward microbatch 1 -> tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32> {
      %4 = ovl.cross_entropy_grad %1#17, %1#18, %1#19, %1#20 scale 1.250000e-01 : (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32>) -> tensor<1x4x8xf32>
      %input_grad, %weight_grad = ovl.matmul_grad column %1#14, %arg14, %4 : (tensor<1x4x8xf32>, tensor<8x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8x8xf32>)
      %5 = ovl.add %2#14, %weight_grad : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
      %input_grad_28, %gamma_grad, %beta_grad = ovl.layer_norm_grad %1#13, %arg12, %1#15, %1#16, %input_grad : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %6 = ovl.add %2#12, %gamma_grad : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %7 = ovl.add %2#13, %beta_grad : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %8 = ovl.bias_grad %input_grad_28 : (tensor<1x4x8xf32>) -> tensor<8xf32>
      %9 = ovl.add %2#11, %8 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %input_grad_29, %weight_grad_30 = ovl.matmul_grad row %1#12, %arg10, %input_grad_28 : (tensor<1x4x32xf32>, tensor<32x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x32xf32>, tensor<32x8xf32>)
      %10 = ovl.add %2#10, %weight_grad_30 : (tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
      %11 = ovl.gelu_grad %1#11, %input_grad_29 : tensor<1x4x32xf32>
      %12 = ovl.bias_grad %11 : (tensor<1x4x32xf32>) -> tensor<32xf32>
      %13 = ovl.add %2#9, %12 : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %input_grad_31, %weight_grad_32 = ovl.matmul_grad column %1#8, %arg8, %11 : (tensor<1x4x8xf32>, tensor<8x32xf32>, tensor<1x4x32xf32>) -> (tensor<1x4x8xf32>, tensor<8x32xf32>)
      %14 = ovl.add %2#8, %weight_grad_32 : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
      %input_grad_33, %gamma_grad_34, %beta_grad_35 = ovl.layer_norm_grad %1#7, %arg6, %1#9, %1#10, %input_grad_31 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %15 = ovl.add %2#6, %gamma_grad_34 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %16 = ovl.add %2#7, %beta_grad_35 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %17 = ovl.add %input_grad_28, %input_grad_33 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %18 = ovl.bias_grad %17 : (tensor<1x4x8xf32>) -> tensor<8xf32>
      %19 = ovl.add %2#5, %18 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %input_grad_36, %weight_grad_37 = ovl.matmul_grad row %1#5, %arg4, %17 : (tensor<1x4x8xf32>, tensor<8x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8x8xf32>)
      %20 = ovl.add %2#4, %weight_grad_37 : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
      %21 = ovl.attention_grad %1#4, %1#5, %1#6, %input_grad_36 heads 2 causal : (tensor<1x4x24xf32>, tensor<1x4x8xf32>, tensor<1x2x4xf32>, tensor<1x4x8xf32>) -> tensor<1x4x24xf32>
      %22 = ovl.bias_grad %21 : (tensor<1x4x24xf32>) -> tensor<24xf32>
      %23 = ovl.add %2#3, %22 : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
      %input_grad_38, %weight_grad_39 = ovl.matmul_grad column %1#1, %arg2, %21 : (tensor<1x4x8xf32>, tensor<8x24xf32>, tensor<1x4x24xf32>) -> (tensor<1x4x8xf32>, tensor<8x24xf32>)
      %24 = ovl.add %2#2, %weight_grad_39 : (tensor<8x24xf32>, tensor<8x24xf32>) -> tensor<8x24xf32>
      %input_grad_40, %gamma_grad_41, %beta_grad_42 = ovl.layer_norm_grad %1#0, %arg0, %1#2, %1#3, %input_grad_38 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %25 = ovl.add %2#0, %gamma_grad_41 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %26 = ovl.add %2#1, %beta_grad_42 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %27 = ovl.add %17, %input_grad_40 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      ovl.send %27 to pp = 0 : tensor<1x4x8xf32>
      ovl.yield %25, %26, %24, %23, %20, %19, %15, %16, %14, %13, %10, %9, %6, %7, %5 : tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32>
    }
    %new_param, %new_momentum_buffer = ovl.sgd_update %arg0, %3#0, %arg15 lr 5.000000e-02 momentum 9.000000e-01 : tensor<8xf32>
    %new_param_0, %new_momentum_buffer_1 = ovl.sgd_update %arg1, %3#1, %arg16 lr 5.000000e-02 momentum 9.000000e-01 : tensor<8xf32>
    %new_param_2, %new_momentum_buffer_3 = ovl.sgd_update %arg2, %3#2, %arg17 lr 5.000000e-02 momentum 9.000000e-01 {weight_decay = 1.000000e-02 : f64} : tensor<8x24xf32>
    %new_param_4, %new_momentum_buffer_5 = ovl.sgd_update %arg3, %3#3, %arg18 lr 5.000000e-02 momentum 9.000000e-01 : tensor<24xf32>
    %new_param_6, %new_momentum_buffer_7 = ovl.sgd_update %arg4, %3#4, %arg19 lr 5.000000e-02 momentum 9.000000e-01 {weight_decay = 1.000000e-02 : f64} : tensor<8x8xf32>
    %new_param_8, %new_momentum_buffer_9 = ovl.sgd_update %arg5, %3#5, %arg20 lr 5.000000e-02 momentum 9.000000e-01 : tensor<8xf32>
    %new_param_10, %new_momentum_buffer_11 = ovl.sgd_update %arg6, %3#6, %arg21 lr 5.000000e-02 momentum 9.000000e-01 : tensor<8xf32>
    %new_param_12, %new_momentum_buffer_13 = ovl.sgd_update %arg7, %3#7, %arg22 lr 5.000000e-02 momentum 9.000000e-01 : tensor<8xf32>
    %new_param_14, %new_momentum_buffer_15 = ovl.sgd_update %arg8, %3#8, %arg23 lr 5.000000e-02 momentum 9.000000e-01 {weight_decay = 1.000000e-02 : f64} : tensor<8x32xf32>
    %new_param_16, %new_momentum_buffer_17 = ovl.sgd_update %arg9, %3#9, %arg24 lr 5.000000e-02 momentum 9.000000e-01 : tensor<32xf32>
    %new_param_18, %new_momentum_buffer_19 = ovl.sgd_update %arg10, %3#10, %arg25 lr 5.000000e-02 momentum 9.000000e-01 {weight_decay = 1.000000e-02 : f64} : tensor<32x8xf32>
    %new_param_20, %new_momentum_buffer_21 = ovl.sgd_update %arg11, %3#11, %arg26 lr 5.000000e-02 momentum 9.000000e-01 : tensor<8xf32>
    %new_param_22, %new_momentum_buffer_23 = ovl.sgd_update %arg12, %3#12, %arg27 lr 5.000000e-02 momentum 9.000000e-01 : tensor<8xf32>
    %new_param_24, %new_momentum_buffer_25 = ovl.sgd_update %arg13, %3#13, %arg28 lr 5.000000e-02 momentum 9.000000e-01 : tensor<8xf32>
    %new_param_26, %new_momentum_buffer_27 = ovl.sgd_update %arg14, %3#14, %arg29 lr 5.000000e-02 momentum 9.000000e-01 {weight_decay = 1.000000e-02 : f64} : tensor<8x8xf32>
    return %new_param, %new_param_0, %new_param_2, %new_param_4, %new_param_6, %new_param_8, %new_param_10, %new_param_12, %new_param_14, %new_param_16, %new_param_18, %new_param_20, %new_param_22, %new_param_24, %new_param_26, %new_momentum_buffer, %new_momentum_buffer_1, %new_momentum_buffer_3, %new_momentum_buffer_5, %new_momentum_buffer_7, %new_momentum_buffer_9, %new_momentum_buffer_11, %new_momentum_buffer_13, %new_momentum_buffer_15, %new_momentum_buffer_17, %new_momentum_buffer_19, %new_momentum_buffer_21, %new_momentum_buffer_23, %new_momentum_buffer_25, %new_momentum_buffer_27 : tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32>
  }
}

