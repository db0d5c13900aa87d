// ovl-gen gpt --hidden-size 8 --num-attention-heads 2 --seq-length 4 --micro-batch-size 1 --num-microbatches 2 --vocab-size 8 --make-vocab-size-divisible-by 1 --num-layers 1 --tensor-model-parallel-size 2
module {
  ovl.mesh @mesh axes [pp = 1 : pipeline, dp = 1 : data, tp = 2 : tensor]
  ovl.pipeline @pipeline over pp stages [@stage0] microbatches 2
  func.func @stage0(%arg0: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight", global [8, 8], shard 0 over tp, init normal(2.000000e-02)>}, %arg1: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.position_embeddings.weight", global [4, 8], init normal(2.000000e-02)>}, %arg2: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.weight", global [8], init ones>}, %arg3: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.bias", global [8], init zeros>}, %arg4: tensor<8x12xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.weight", global [8, 24], shard 1 over tp, init normal(2.000000e-02)>}, %arg5: tensor<12xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.bias", global [24], shard 0 over tp, init zeros>}, %arg6: tensor<4x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.weight", global [8, 8], shard 0 over tp, init normal(0.014142135623730949)>}, %arg7: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.bias", global [8], init zeros>}, %arg8: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.weight", global [8], init ones>}, %arg9: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.bias", global [8], init zeros>}, %arg10: tensor<8x16xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.weight", global [8, 32], shard 1 over tp, init normal(2.000000e-02)>}, %arg11: tensor<16xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.bias", global [32], shard 0 over tp, init zeros>}, %arg12: tensor<16x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.weight", global [32, 8], shard 0 over tp, init normal(0.014142135623730949)>}, %arg13: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.bias", global [8], init zeros>}, %arg14: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.weight", global [8], init ones>}, %arg15: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.bias", global [8], init zeros>}, %arg16: tensor<8x4xf32> {ovl.param = #ovl.param<"output_layer.weight", global [8, 8], shard 1 over tp, init normal(2.000000e-02)>}, %arg17: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight.momentum_buffer", global [8, 8], shard 0 over tp, init zeros>}, %arg18: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.position_embeddings.weight.momentum_buffer", global [4, 8], init zeros>}, %arg19: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.weight.momentum_buffer", global [8], init zeros>}, %arg20: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.bias.momentum_buffer", global [8], init zeros>}, %arg21: tensor<8x12xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.weight.momentum_buffer", global [8, 24], shard 1 over tp, init zeros>}, %arg22: tensor<12xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.bias.momentum_buffer", global [24], shard 0 over tp, init zeros>}, %arg23: tensor<4x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.weight.momentum_buffer", global [8, 8], shard 0 over tp, init zeros>}, %arg24: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.bias.momentum_buffer", global [8], init zeros>}, %arg25: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.weight.momentum_buffer", global [8], init zeros>}, %arg26: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.bias.momentum_buffer", global [8], init zeros>}, %arg27: tensor<8x16xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.weight.momentum_buffer", global [8, 32], shard 1 over tp, init zeros>}, %arg28: tensor<16xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.bias.momentum_buffer", global [32], shard 0 over tp, init zeros>}, %arg29: tensor<16x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.weight.momentum_buffer", global [32, 8], shard 0 over tp, init zeros>}, %arg30: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.bias.momentum_buffer", global [8], init zeros>}, %arg31: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.weight.momentum_buffer", global [8], init zeros>}, %arg32: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.bias.momentum_buffer", global [8], init zeros>}, %arg33: tensor<8x4xf32> {ovl.param = #ovl.param<"output_layer.weight.momentum_buffer", global [8, 8], shard 1 over tp, init zeros>}) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x4xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x4xf32>) attributes {ovl.stage = 0 : i64} {
    %0:22 = ovl.job forward microbatch 0 -> tensor<1x4xi32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32> {
      %4 = ovl.load_batch tokens microbatch 0 vocab 8 : tensor<1x4xi32>
      %5 = ovl.embedding %4, %arg0 vocab_parallel over [tp] : (tensor<1x4xi32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
      %6 = ovl.all_reduce sum %5 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %7 = ovl.add %6, %arg1 : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
      %result, %mean, %rstd = ovl.layer_norm %7, %arg2, %arg3 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %8 = ovl.linear column %result, %arg4, %arg5 : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<12xf32>) -> tensor<1x4x12xf32>
      %result_32, %logsumexp = ovl.attention %8 heads 1 causal : (tensor<1x4x12xf32>) -> (tensor<1x4x4xf32>, tensor<1x1x4xf32>)
      %9 = ovl.linear row %result_32, %arg6 : (tensor<1x4x4xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
      %10 = ovl.all_reduce sum %9 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %11 = ovl.add %10, %arg7 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %12 = ovl.add %7, %11 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %result_33, %mean_34, %rstd_35 = ovl.layer_norm %12, %arg8, %arg9 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %13 = ovl.linear column %result_33, %arg10, %arg11 : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<16xf32>) -> tensor<1x4x16xf32>
      %14 = ovl.gelu %13 : tensor<1x4x16xf32>
      %15 = ovl.linear row %14, %arg12 : (tensor<1x4x16xf32>, tensor<16x8xf32>) -> tensor<1x4x8xf32>
      %16 = ovl.all_reduce sum %15 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %17 = ovl.add %16, %arg13 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %18 = ovl.add %12, %17 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %result_36, %mean_37, %rstd_38 = ovl.layer_norm %18, %arg14, %arg15 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %19 = ovl.linear column %result_36, %arg16 : (tensor<1x4x8xf32>, tensor<8x4xf32>) -> tensor<1x4x4xf32>
      %20 = ovl.cross_entropy_max %19 : (tensor<1x4x4xf32>) -> tensor<1x4xf32>
      %21 = ovl.all_reduce max %20 over [tp] : tensor<1x4xf32> -> tensor<1x4xf32>
      %22 = ovl.load_batch labels microbatch 0 vocab 8 : tensor<1x4xi32>
      %23 = ovl.cross_entropy_stats %19, %21, %22 vocab_parallel over [tp] : (tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4xi32>) -> tensor<1x4x2xf32>
      %24 = ovl.all_reduce sum %23 over [tp] : tensor<1x4x2xf32> -> tensor<1x4x2xf32>
      %25 = ovl.cross_entropy_loss %24 : (tensor<1x4x2xf32>) -> tensor<f32>
      ovl.log_loss %25 : tensor<f32>
      ovl.yield %4, %7, %result, %mean, %rstd, %8, %result_32, %logsumexp, %12, %result_33, %mean_34, %rstd_35, %13, %14, %18, %result_36, %mean_37, %rstd_38, %19, %21, %24, %22 : tensor<1x4xi32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32>
    }
    %1:17 = ovl.job backward microbatch 0 -> tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x4xf32> {
      %4 = ovl.cross_entropy_grad %0#18, %0#19, %0#20, %0#21 vocab_parallel over [tp] scale 1.250000e-01 : (tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32>) -> tensor<1x4x4xf32>
      %input_grad, %weight_grad = ovl.matmul_grad column %0#15, %arg16, %4 : (tensor<1x4x8xf32>, tensor<8x4xf32>, tensor<1x4x4xf32>) -> (tensor<1x4x8xf32>, tensor<8x4xf32>)
      %5 = ovl.all_reduce sum %input_grad over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %input_grad_32, %gamma_grad, %beta_grad = ovl.layer_norm_grad %0#14, %arg14, %0#16, %0#17, %5 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %6 = ovl.bias_grad %input_grad_32 : (tensor<1x4x8xf32>) -> tensor<8xf32>
      %input_grad_33, %weight_grad_34 = ovl.matmul_grad row %0#13, %arg12, %input_grad_32 : (tensor<1x4x16xf32>, tensor<16x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x16xf32>, tensor<16x8xf32>)
      %7 = ovl.gelu_grad %0#12, %input_grad_33 : tensor<1x4x16xf32>
      %8 = ovl.bias_grad %7 : (tensor<1x4x16xf32>) -> tensor<16xf32>
      %input_grad_35, %weight_grad_36 = ovl.matmul_grad column %0#9, %arg10, %7 : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<1x4x16xf32>) -> (tensor<1x4x8xf32>, tensor<8x16xf32>)
      %9 = ovl.all_reduce sum %input_grad_35 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %input_grad_37, %gamma_grad_38, %beta_grad_39 = ovl.layer_norm_grad %0#8, %arg8, %0#10, %0#11, %9 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %10 = ovl.add %input_grad_32, %input_grad_37 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %11 = ovl.bias_grad %10 : (tensor<1x4x8xf32>) -> tensor<8xf32>
      %input_grad_40, %weight_grad_41 = ovl.matmul_grad row %0#6, %arg6, %10 : (tensor<1x4x4xf32>, tensor<4x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x4xf32>, tensor<4x8xf32>)
      %12 = ovl.attention_grad %0#5, %0#6, %0#7, %input_grad_40 heads 1 causal : (tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x12xf32>
      %13 = ovl.bias_grad %12 : (tensor<1x4x12xf32>) -> tensor<12xf32>
      %input_grad_42, %weight_grad_43 = ovl.matmul_grad column %0#2, %arg4, %12 : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<1x4x12xf32>) -> (tensor<1x4x8xf32>, tensor<8x12xf32>)
      %14 = ovl.all_reduce sum %input_grad_42 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %input_grad_44, %gamma_grad_45, %beta_grad_46 = ovl.layer_norm_grad %0#1, %arg2, %0#3, %0#4, %14 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %15 = ovl.add %10, %input_grad_44 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %16 = ovl.bias_grad %15 : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
      %17 = ovl.embedding_grad %0#0, %15 vocab_parallel over [tp] : (tensor<1x4xi32>, tensor<1x4x8xf32>) -> tensor<4x8xf32>
      ovl.yield %17, %16, %gamma_grad_45, %beta_grad_46, %weight_grad_43, %13, %weight_grad_41, %11, %gamma_grad_38, %beta_grad_39, %weight_grad_36, %8, %weight_grad_34, %6, %gamma_grad, %beta_grad, %weight_grad : tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x4xf32>
    }
    %2:22 = ovl.job forward microbatch 1 -> tensor<1x4xi32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32> {
      %4 = ovl.load_batch tokens microbatch 1 vocab 8 : tensor<1x4xi32>
      %5 = ovl.embedding %4, %arg0 vocab_parallel over [tp] : (tensor<1x4xi32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
      %6 = ovl.all_reduce sum %5 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %7 = ovl.add %6, %arg1 : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
      %result, %mean, %rstd = ovl.layer_norm %7, %arg2, %arg3 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %8 = ovl.linear column %result, %arg4, %arg5 : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<12xf32>) -> tensor<1x4x12xf32>
      %result_32, %logsumexp = ovl.attention %8 heads 1 causal : (tensor<1x4x12xf32>) -> (tensor<1x4x4xf32>, tensor<1x1x4xf32>)
      %9 = ovl.linear row %result_32, %arg6 : (tensor<1x4x4xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
      %10 = ovl.all_reduce sum %9 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %11 = ovl.add %10, %arg7 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %12 = ovl.add %7, %11 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %result_33, %mean_34, %rstd_35 = ovl.layer_norm %12, %arg8, %arg9 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %13 = ovl.linear column %result_33, %arg10, %arg11 : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<16xf32>) -> tensor<1x4x16xf32>
      %14 = ovl.gelu %13 : tensor<1x4x16xf32>
      %15 = ovl.linear row %14, %arg12 : (tensor<1x4x16xf32>, tensor<16x8xf32>) -> tensor<1x4x8xf32>
      %16 = ovl.all_reduce sum %15 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %17 = ovl.add %16, %arg13 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %18 = ovl.add %12, %17 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %result_36, %mean_37, %rstd_38 = ovl.layer_norm %18, %arg14, %arg15 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %19 = ovl.linear column %result_36, %arg16 : (tensor<1x4x8xf32>, tensor<8x4xf32>) -> tensor<1x4x4xf32>
      %20 = ovl.cross_entropy_max %19 : (tensor<1x4x4xf32>) -> tensor<1x4xf32>
      %21 = ovl.all_reduce max %20 over [tp] : tensor<1x4xf32> -> tensor<1x4xf32>
      %22 = ovl.load_batch labels microbatch 1 vocab 8 : tensor<1x4xi32>
      %23 = ovl.cross_entropy_stats %19, %21, %22 vocab_parallel over [tp] : (tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4xi32>) -> tensor<1x4x2xf32>
      %24 = ovl.all_reduce sum %23 over [tp] : tensor<1x4x2xf32> -> tensor<1x4x2xf32>
      %25 = ovl.cross_entropy_loss %24 : (tensor<1x4x2xf32>) -> tensor<f32>
      ovl.log_loss %25 : tensor<f32>
      ovl.yield %4, %7, %result, %mean, %rstd, %8, %result_32, %logsumexp, %12, %result_33, %mean_34, %rstd_35, %13, %14, %18, %result_36, %mean_37, %rstd_38, %19, %21, %24, %22 : tensor<1x4xi32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32>
    }
    %3:17 = ovl.job backward microbatch 1 -> tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x4xf32> {
      %4 = ovl.cross_entropy_grad %2#18, %2#19, %2#20, %2#21 vocab_parallel over [tp] scale 1.250000e-01 : (tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32>) -> tensor<1x4x4xf32>
      %input_grad, %weight_grad = ovl.matmul_grad column %2#15, %arg16, %4 : (tensor<1x4x8xf32>, tensor<8x4xf32>, tensor<1x4x4xf32>) -> (tensor<1x4x8xf32>, tensor<8x4xf32>)
      %5 = ovl.all_reduce sum %input_grad over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %6 = ovl.add %1#16, %weight_grad : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
      %input_grad_32, %gamma_grad, %beta_grad = ovl.layer_norm_grad %2#14, %arg14, %2#16, %2#17, %5 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %7 = ovl.add %1#14, %gamma_grad : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %8 = ovl.add %1#15, %beta_grad : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %9 = ovl.bias_grad %input_grad_32 : (tensor<1x4x8xf32>) -> tensor<8xf32>
      %10 = ovl.add %1#13, %9 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %input_grad_33, %weight_grad_34 = ovl.matmul_grad row %2#13, %arg12, %input_grad_32 : (tensor<1x4x16xf32>, tensor<16x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x16xf32>, tensor<16x8xf32>)
      %11 = ovl.add %1#12, %weight_grad_34 : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
      %12 = ovl.gelu_grad %2#12, %input_grad_33 : tensor<1x4x16xf32>
      %13 = ovl.bias_grad %12 : (tensor<1x4x16xf32>) -> tensor<16xf32>
      %14 = ovl.add %1#11, %13 : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %input_grad_35, %weight_grad_36 = ovl.matmul_grad column %2#9, %arg10, %12 : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<1x4x16xf32>) -> (tensor<1x4x8xf32>, tensor<8x16xf32>)
      %15 = ovl.all_reduce sum %input_grad_35 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %16 = ovl.add %1#10, %weight_grad_36 : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
      %input_grad_37, %gamma_grad_38, %beta_grad_39 = ovl.layer_norm_grad %2#8, %arg8, %2#10, %2#11, %15 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %17 = ovl.add %1#8, %gamma_grad_38 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %18 = ovl.add %1#9, %beta_grad_39 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %19 = ovl.add %input_grad_32, %input_grad_37 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %20 = ovl.bias_grad %19 : (tensor<1x4x8xf32>) -> tensor<8xf32>
      %21 = ovl.add %1#7, %20 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %input_grad_40, %weight_grad_41 = ovl.matmul_grad row %2#6, %arg6, %19 : (tensor<1x4x4xf32>, tensor<4x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x4xf32>, tensor<4x8xf32>)
      %22 = ovl.add %1#6, %weight_grad_41 : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      %23 = ovl.attention_grad %2#5, %2#6, %2#7, %input_grad_40 heads 1 causal : (tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x12xf32>
      %24 = ovl.bias_grad %23 : (tensor<1x4x12xf32>) -> tensor<12xf32>
      %25 = ovl.add %1#5, %24 : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
      %input_grad_42, %weight_grad_43 = ovl.matmul_grad column %2#2, %arg4, %23 : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<1x4x12xf32>) -> (tensor<1x4x8xf32>, tensor<8x12xf32>)
      %26 = ovl.all_reduce sum %input_grad_42 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %27 = ovl.add %1#4, %weight_grad_43 : (tensor<8x12xf32>, tensor<8x12xf32>) -> tensor<8x12xf32>
      %input_grad_44, %gamma_grad_45, %beta_grad_46 = ovl.layer_norm_grad %2#1, %arg2, %2#3, %2#4, %26 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %28 = ovl.add %1#2, %gamma_grad_45 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %29 = ovl.add %1#3, %beta_grad_46 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %30 = ovl.add %19, %input_grad_44 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %31 = ovl.bias_grad %30 : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
      %32 = ovl.add %1#1, %31 : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      %33 = ovl.embedding_grad %2#0, %30 vocab_parallel over [tp] : (tensor<1x4xi32>, tensor<1x4x8xf32>) -> tensor<4x8xf32>
      %34 = ovl.add %1#0, %33 : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      ovl.yield %34, %32, %28, %29, %27, %25, %22, %21, %17, %18, %16, %14, %11, %10, %7, %8, %6 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x4xf32>
    }
    %new_param, %new_momentum_buffer = ovl.sgd_update %arg0, %3#0, %arg17 lr 5.000000e-02 momentum 9.000000e-01 {weight_decay = 1.000000e-02 : f64} : tensor<4x8xf32>
    %new_param_0, %new_momentum_buffer_1 = ovl.sgd_update %arg1, %3#1, %arg18 lr 5.000000e-02 momentum 9.000000e-01 {weight_decay = 1.000000e-02 : f64} : tensor<4x8xf32>
    %new_param_2, %new_momentum_buffer_3 = ovl.sgd_update %arg2, %3#2, %arg19 lr 5.000000e-02 momentum 9.000000e-01 : tensor<8xf32>
    %new_param_4, %new_momentum_buffer_5 = ovl.sgd_update %arg3, %3#3, %arg20 lr 5.000000e-02 momentum 9.000000e-01 : tensor<8xf32>
    %new_param_6, %new_momentum_buffer_7 = ovl.sgd_update %arg4, %3#4, %arg21 lr 5.000000e-02 momentum 9.000000e-01 {weight_decay = 1.000000e-02 : f64} : tensor<8x12xf32>
    %new_param_8, %new_momentum_buffer_9 = ovl.sgd_update %arg5, %3#5, %arg22 lr 5.000000e-02 momentum 9.000000e-01 : tensor<12xf32>
    %new_param_10, %new_momentum_buffer_11 = ovl.sgd_update %arg6, %3#6, %arg23 lr 5.000000e-02 momentum 9.000000e-01 {weight_decay = 1.000000e-02 : f64} : tensor<4x8xf32>
    %new_param_12, %new_momentum_buffer_13 = ovl.sgd_update %arg7, %3#7, %arg24 lr 5.000000e-02 momentum 9.000000e-01 : tensor<8xf32>
    %new_param_14, %new_momentum_buffer_15 = ovl.sgd_update %arg8, %3#8, %arg25 lr 5.000000e-02 momentum 9.000000e-01 : tensor<8xf32>
    %new_param_16, %new_momentum_buffer_17 = ovl.sgd_update %arg9, %3#9, %arg26 lr 5.000000e-02 momentum 9.000000e-01 : tensor<8xf32>
    %new_param_18, %new_momentum_buffer_19 = ovl.sgd_update %arg10, %3#10, %arg27 lr 5.000000e-02 momentum 9.000000e-01 {weight_decay = 1.000000e-02 : f64} : tensor<8x16xf32>
    %new_param_20, %new_momentum_buffer_21 = ovl.sgd_update %arg11, %3#11, %arg28 lr 5.000000e-02 momentum 9.000000e-01 : tensor<16xf32>
    %new_param_22, %new_momentum_buffer_23 = ovl.sgd_update %arg12, %3#12, %arg29 lr 5.000000e-02 momentum 9.000000e-01 {weight_decay = 1.000000e-02 : f64} : tensor<16x8xf32>
    %new_param_24, %new_momentum_buffer_25 = ovl.sgd_update %arg13, %3#13, %arg30 lr 5.000000e-02 momentum 9.000000e-01 : tensor<8xf32>
    %new_param_26, %new_momentum_buffer_27 = ovl.sgd_update %arg14, %3#14, %arg31 lr 5.000000e-02 momentum 9.000000e-01 : tensor<8xf32>
    %new_param_28, %new_momentum_buffer_29 = ovl.sgd_update %arg15, %3#15, %arg32 lr 5.000000e-02 momentum 9.000000e-01 : tensor<8xf32>
    %new_param_30, %new_momentum_buffer_31 = ovl.sgd_update %arg16, %3#16, %arg33 lr 5.000000e-02 momentum 9.000000e-01 {weight_decay = 1.000000e-02 : f64} : tensor<8x4xf32>
    return %new_param, %new_param_0, %new_param_2, %new_param_4, %new_param_6, %new_param_8, %new_param_10, %new_param_12, %new_param_14, %new_param_16, %new_param_18, %new_param_20, %new_param_22, %new_param_24, %new_param_26, %new_param_28, %new_param_30, %new_momentum_buffer, %new_momentum_buffer_1, %new_momentum_buffer_3, %new_momentum_buffer_5, %new_momentum_buffer_7, %new_momentum_buffer_9, %new_momentum_buffer_11, %new_momentum_buffer_13, %new_momentum_buffer_15, %new_momentum_buffer_17, %new_momentum_buffer_19, %new_momentum_buffer_21, %new_momentum_buffer_23, %new_momentum_buffer_25, %new_momentum_buffer_27, %new_momentum_buffer_29, %new_momentum_buffer_31 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x4xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x4xf32>
  }
}

