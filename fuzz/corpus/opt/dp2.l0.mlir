// ovl-gen gpt --hidden-size 8 --num-attention-heads 2 --seq-length 4 --micro-batch-size 1 --num-microbatches 2 --vocab-size 8 --make-vocab-size-divisible-by 1 --num-layers 1 --data-parallel-size 2
module {
  ovl.mesh @mesh axes [pp = 1 : pipeline, dp = 2 : data, tp = 1 : tensor]
  ovl.pipeline @pipeline over pp stages [@stage0] microbatches 2
  func.func @stage0(%arg0: tensor<8x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight", global [8, 8], init normal(2.000000e-02)>}, %arg1: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.position_embeddings.weight", global [4, 8], init normal(2.000000e-02)>}, %arg2: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.weight", global [8], init ones>}, %arg3: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.bias", global [8], init zeros>}, %arg4: tensor<8x24xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.weight", global [8, 24], init normal(2.000000e-02)>}, %arg5: tensor<24xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.bias", global [24], init zeros>}, %arg6: tensor<8x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.weight", global [8, 8], init normal(0.014142135623730949)>}, %arg7: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.bias", global [8], init zeros>}, %arg8: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.weight", global [8], init ones>}, %arg9: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.bias", global [8], init zeros>}, %arg10: tensor<8x32xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.weight", global [8, 32], init normal(2.000000e-02)>}, %arg11: tensor<32xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.bias", global [32], init zeros>}, %arg12: tensor<32x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.weight", global [32, 8], init normal(0.014142135623730949)>}, %arg13: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.bias", global [8], init zeros>}, %arg14: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.weight", global [8], init ones>}, %arg15: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.bias", global [8], init zeros>}, %arg16: tensor<8x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight.exp_avg", global [8, 8], init zeros>}, %arg17: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.position_embeddings.weight.exp_avg", global [4, 8], init zeros>}, %arg18: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.weight.exp_avg", global [8], init zeros>}, %arg19: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.bias.exp_avg", global [8], init zeros>}, %arg20: tensor<8x24xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.weight.exp_avg", global [8, 24], init zeros>}, %arg21: tensor<24xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.bias.exp_avg", global [24], init zeros>}, %arg22: tensor<8x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.weight.exp_avg", global [8, 8], init zeros>}, %arg23: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.bias.exp_avg", global [8], init zeros>}, %arg24: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.weight.exp_avg", global [8], init zeros>}, %arg25: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.bias.exp_avg", global [8], init zeros>}, %arg26: tensor<8x32xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.weight.exp_avg", global [8, 32], init zeros>}, %arg27: tensor<32xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.bias.exp_avg", global [32], init zeros>}, %arg28: tensor<32x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.weight.exp_avg", global [32, 8], init zeros>}, %arg29: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.bias.exp_avg", global [8], init zeros>}, %arg30: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.weight.exp_avg", global [8], init zeros>}, %arg31: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.bias.exp_avg", global [8], init zeros>}, %arg32: tensor<8x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight.exp_avg_sq", global [8, 8], init zeros>}, %arg33: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.position_embeddings.weight.exp_avg_sq", global [4, 8], init zeros>}, %arg34: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.weight.exp_avg_sq", global [8], init zeros>}, %arg35: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.bias.exp_avg_sq", global [8], init zeros>}, %arg36: tensor<8x24xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.weight.exp_avg_sq", global [8, 24], init zeros>}, %arg37: tensor<24xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.bias.exp_avg_sq", global [24], init zeros>}, %arg38: tensor<8x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.weight.exp_avg_sq", global [8, 8], init zeros>}, %arg39: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.bias.exp_avg_sq", global [8], init zeros>}, %arg40: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.weight.exp_avg_sq", global [8], init zeros>}, %arg41: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.bias.exp_avg_sq", global [8], init zeros>}, %arg42: tensor<8x32xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.weight.exp_avg_sq", global [8, 32], init zeros>}, %arg43: tensor<32xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.bias.exp_avg_sq", global [32], init zeros>}, %arg44: tensor<32x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.weight.exp_avg_sq", global [32, 8], init zeros>}, %arg45: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.bias.exp_avg_sq", global [8], init zeros>}, %arg46: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.weight.exp_avg_sq", global [8], init zeros>}, %arg47: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.bias.exp_avg_sq", global [8], init zeros>}) -> (tensor<8x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) attributes {ovl.stage = 0 : i64} {
    %0:22 = ovl.job forward microbatch 0 -> tensor<1x4xi32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x24xf32>, tensor<1x4x8xf32>, tensor<1x2x4xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x32xf32>, tensor<1x4x32xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32> {
      %41 = ovl.load_batch tokens microbatch 0 vocab 8 : tensor<1x4xi32>
      %42 = ovl.embedding %41, %arg0 : (tensor<1x4xi32>, tensor<8x8xf32>) -> tensor<1x4x8xf32>
      %43 = ovl.add %42, %arg1 : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
      %result, %mean, %rstd = ovl.layer_norm %43, %arg2, %arg3 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %44 = ovl.linear column %result, %arg4, %arg5 : (tensor<1x4x8xf32>, tensor<8x24xf32>, tensor<24xf32>) -> tensor<1x4x24xf32>
      %result_45, %logsumexp = ovl.attention %44 heads 2 causal : (tensor<1x4x24xf32>) -> (tensor<1x4x8xf32>, tensor<1x2x4xf32>)
      %45 = ovl.linear row %result_45, %arg6 : (tensor<1x4x8xf32>, tensor<8x8xf32>) -> tensor<1x4x8xf32>
      %46 = ovl.add %45, %arg7 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %47 = ovl.add %43, %46 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %result_46, %mean_47, %rstd_48 = ovl.layer_norm %47, %arg8, %arg9 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %48 = ovl.linear column %result_46, %arg10, %arg11 : (tensor<1x4x8xf32>, tensor<8x32xf32>, tensor<32xf32>) -> tensor<1x4x32xf32>
      %49 = ovl.gelu %48 : tensor<1x4x32xf32>
      %50 = ovl.linear row %49, %arg12 : (tensor<1x4x32xf32>, tensor<32x8xf32>) -> tensor<1x4x8xf32>
      %51 = ovl.add %50, %arg13 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %52 = ovl.add %47, %51 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %result_49, %mean_50, %rstd_51 = ovl.layer_norm %52, %arg14, %arg15 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %53 = ovl.linear column %result_49, %arg0 transpose_weight : (tensor<1x4x8xf32>, tensor<8x8xf32>) -> tensor<1x4x8xf32>
      %54 = ovl.cross_entropy_max %53 : (tensor<1x4x8xf32>) -> tensor<1x4xf32>
      %55 = ovl.load_batch labels microbatch 0 vocab 8 : tensor<1x4xi32>
      %56 = ovl.cross_entropy_stats %53, %54, %55 : (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xi32>) -> tensor<1x4x2xf32>
      %57 = ovl.cross_entropy_loss %56 : (tensor<1x4x2xf32>) -> tensor<f32>
      ovl.log_loss %57 : tensor<f32>
      ovl.yield %41, %43, %result, %mean, %rstd, %44, %result_45, %logsumexp, %47, %result_46, %mean_47, %rstd_48, %48, %49, %52, %result_49, %mean_50, %rstd_51, %53, %54, %56, %55 : tensor<1x4xi32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x24xf32>, tensor<1x4x8xf32>, tensor<1x2x4xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x32xf32>, tensor<1x4x32xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32>
    }
    %1:16 = ovl.job backward microbatch 0 -> tensor<8x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32> {
      %41 = ovl.cross_entropy_grad %0#18, %0#19, %0#20, %0#21 scale 6.250000e-02 : (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32>) -> tensor<1x4x8xf32>
      %input_grad, %weight_grad = ovl.matmul_grad column %0#15, %arg0, %41 transpose_weight : (tensor<1x4x8xf32>, tensor<8x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8x8xf32>)
      %input_grad_45, %gamma_grad, %beta_grad = ovl.layer_norm_grad %0#14, %arg14, %0#16, %0#17, %input_grad : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %42 = ovl.bias_grad %input_grad_45 : (tensor<1x4x8xf32>) -> tensor<8xf32>
      %input_grad_46, %weight_grad_47 = ovl.matmul_grad row %0#13, %arg12, %input_grad_45 : (tensor<1x4x32xf32>, tensor<32x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x32xf32>, tensor<32x8xf32>)
      %43 = ovl.gelu_grad %0#12, %input_grad_46 : tensor<1x4x32xf32>
      %44 = ovl.bias_grad %43 : (tensor<1x4x32xf32>) -> tensor<32xf32>
      %input_grad_48, %weight_grad_49 = ovl.matmul_grad column %0#9, %arg10, %43 : (tensor<1x4x8xf32>, tensor<8x32xf32>, tensor<1x4x32xf32>) -> (tensor<1x4x8xf32>, tensor<8x32xf32>)
      %input_grad_50, %gamma_grad_51, %beta_grad_52 = ovl.layer_norm_grad %0#8, %arg8, %0#10, %0#11, %input_grad_48 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %45 = ovl.add %input_grad_45, %input_grad_50 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %46 = ovl.bias_grad %45 : (tensor<1x4x8xf32>) -> tensor<8xf32>
      %input_grad_53, %weight_grad_54 = ovl.matmul_grad row %0#6, %arg6, %45 : (tensor<1x4x8xf32>, tensor<8x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8x8xf32>)
      %47 = ovl.attention_grad %0#5, %0#6, %0#7, %input_grad_53 heads 2 causal : (tensor<1x4x24xf32>, tensor<1x4x8xf32>, tensor<1x2x4xf32>, tensor<1x4x8xf32>) -> tensor<1x4x24xf32>
      %48 = ovl.bias_grad %47 : (tensor<1x4x24xf32>) -> tensor<24xf32>
      %input_grad_55, %weight_grad_56 = ovl.matmul_grad column %0#2, %arg4, %47 : (tensor<1x4x8xf32>, tensor<8x24xf32>, tensor<1x4x24xf32>) -> (tensor<1x4x8xf32>, tensor<8x24xf32>)
      %input_grad_57, %gamma_grad_58, %beta_grad_59 = ovl.layer_norm_grad %0#1, %arg2, %0#3, %0#4, %input_grad_55 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %49 = ovl.add %45, %input_grad_57 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %50 = ovl.bias_grad %49 : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
      %51 = ovl.embedding_grad %0#0, %49 : (tensor<1x4xi32>, tensor<1x4x8xf32>) -> tensor<8x8xf32>
      %52 = ovl.add %weight_grad, %51 : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
      ovl.yield %52, %50, %gamma_grad_58, %beta_grad_59, %weight_grad_56, %48, %weight_grad_54, %46, %gamma_grad_51, %beta_grad_52, %weight_grad_49, %44, %weight_grad_47, %42, %gamma_grad, %beta_grad : tensor<8x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
    }
    %2:22 = ovl.job forward microbatch 1 -> tensor<1x4xi32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x24xf32>, tensor<1x4x8xf32>, tensor<1x2x4xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x32xf32>, tensor<1x4x32xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32> {
      %41 = ovl.load_batch tokens microbatch 1 vocab 8 : tensor<1x4xi32>
      %42 = ovl.embedding %41, %arg0 : (tensor<1x4xi32>, tensor<8x8xf32>) -> tensor<1x4x8xf32>
      %43 = ovl.add %42, %arg1 : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
      %result, %mean, %rstd = ovl.layer_norm %43, %arg2, %arg3 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %44 = ovl.linear column %result, %arg4, %arg5 : (tensor<1x4x8xf32>, tensor<8x24xf32>, tensor<24xf32>) -> tensor<1x4x24xf32>
      %result_45, %logsumexp = ovl.attention %44 heads 2 causal : (tensor<1x4x24xf32>) -> (tensor<1x4x8xf32>, tensor<1x2x4xf32>)
      %45 = ovl.linear row %result_45, %arg6 : (tensor<1x4x8xf32>, tensor<8x8xf32>) -> tensor<1x4x8xf32>
      %46 = ovl.add %45, %arg7 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %47 = ovl.add %43, %46 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %result_46, %mean_47, %rstd_48 = ovl.layer_norm %47, %arg8, %arg9 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %48 = ovl.linear column %result_46, %arg10, %arg11 : (tensor<1x4x8xf32>, tensor<8x32xf32>, tensor<32xf32>) -> tensor<1x4x32xf32>
      %49 = ovl.gelu %48 : tensor<1x4x32xf32>
      %50 = ovl.linear row %49, %arg12 : (tensor<1x4x32xf32>, tensor<32x8xf32>) -> tensor<1x4x8xf32>
      %51 = ovl.add %50, %arg13 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %52 = ovl.add %47, %51 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %result_49, %mean_50, %rstd_51 = ovl.layer_norm %52, %arg14, %arg15 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %53 = ovl.linear column %result_49, %arg0 transpose_weight : (tensor<1x4x8xf32>, tensor<8x8xf32>) -> tensor<1x4x8xf32>
      %54 = ovl.cross_entropy_max %53 : (tensor<1x4x8xf32>) -> tensor<1x4xf32>
      %55 = ovl.load_batch labels microbatch 1 vocab 8 : tensor<1x4xi32>
      %56 = ovl.cross_entropy_stats %53, %54, %55 : (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xi32>) -> tensor<1x4x2xf32>
      %57 = ovl.cross_entropy_loss %56 : (tensor<1x4x2xf32>) -> tensor<f32>
      ovl.log_loss %57 : tensor<f32>
      ovl.yield %41, %43, %result, %mean, %rstd, %44, %result_45, %logsumexp, %47, %result_46, %mean_47, %rstd_48, %48, %49, %52, %result_49, %mean_50, %rstd_51, %53, %54, %56, %55 : tensor<1x4xi32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x24xf32>, tensor<1x4x8xf32>, tensor<1x2x4xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x32xf32>, tensor<1x4x32xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32>
    }
    %3:16 = ovl.job backward microbatch 1 -> tensor<8x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32> {
      %41 = ovl.cross_entropy_grad %2#18, %2#19, %2#20, %2#21 scale 6.250000e-02 : (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32>) -> tensor<1x4x8xf32>
      %input_grad, %weight_grad = ovl.matmul_grad column %2#15, %arg0, %41 transpose_weight : (tensor<1x4x8xf32>, tensor<8x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8x8xf32>)
      %42 = ovl.add %1#0, %weight_grad : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
      %input_grad_45, %gamma_grad, %beta_grad = ovl.layer_norm_grad %2#14, %arg14, %2#16, %2#17, %input_grad : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %43 = ovl.add %1#14, %gamma_grad : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %44 = ovl.add %1#15, %beta_grad : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %45 = ovl.bias_grad %input_grad_45 : (tensor<1x4x8xf32>) -> tensor<8xf32>
      %46 = ovl.add %1#13, %45 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %input_grad_46, %weight_grad_47 = ovl.matmul_grad row %2#13, %arg12, %input_grad_45 : (tensor<1x4x32xf32>, tensor<32x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x32xf32>, tensor<32x8xf32>)
      %47 = ovl.add %1#12, %weight_grad_47 : (tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
      %48 = ovl.gelu_grad %2#12, %input_grad_46 : tensor<1x4x32xf32>
      %49 = ovl.bias_grad %48 : (tensor<1x4x32xf32>) -> tensor<32xf32>
      %50 = ovl.add %1#11, %49 : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %input_grad_48, %weight_grad_49 = ovl.matmul_grad column %2#9, %arg10, %48 : (tensor<1x4x8xf32>, tensor<8x32xf32>, tensor<1x4x32xf32>) -> (tensor<1x4x8xf32>, tensor<8x32xf32>)
      %51 = ovl.add %1#10, %weight_grad_49 : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
      %input_grad_50, %gamma_grad_51, %beta_grad_52 = ovl.layer_norm_grad %2#8, %arg8, %2#10, %2#11, %input_grad_48 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %52 = ovl.add %1#8, %gamma_grad_51 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %53 = ovl.add %1#9, %beta_grad_52 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %54 = ovl.add %input_grad_45, %input_grad_50 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %55 = ovl.bias_grad %54 : (tensor<1x4x8xf32>) -> tensor<8xf32>
      %56 = ovl.add %1#7, %55 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %input_grad_53, %weight_grad_54 = ovl.matmul_grad row %2#6, %arg6, %54 : (tensor<1x4x8xf32>, tensor<8x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8x8xf32>)
      %57 = ovl.add %1#6, %weight_grad_54 : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
      %58 = ovl.attention_grad %2#5, %2#6, %2#7, %input_grad_53 heads 2 causal : (tensor<1x4x24xf32>, tensor<1x4x8xf32>, tensor<1x2x4xf32>, tensor<1x4x8xf32>) -> tensor<1x4x24xf32>
      %59 = ovl.bias_grad %58 : (tensor<1x4x24xf32>) -> tensor<24xf32>
      %60 = ovl.add %1#5, %59 : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
      %input_grad_55, %weight_grad_56 = ovl.matmul_grad column %2#2, %arg4, %58 : (tensor<1x4x8xf32>, tensor<8x24xf32>, tensor<1x4x24xf32>) -> (tensor<1x4x8xf32>, tensor<8x24xf32>)
      %61 = ovl.add %1#4, %weight_grad_56 : (tensor<8x24xf32>, tensor<8x24xf32>) -> tensor<8x24xf32>
      %input_grad_57, %gamma_grad_58, %beta_grad_59 = ovl.layer_norm_grad %2#1, %arg2, %2#3, %2#4, %input_grad_55 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %62 = ovl.add %1#2, %gamma_grad_58 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %63 = ovl.add %1#3, %beta_grad_59 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %64 = ovl.add %54, %input_grad_57 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %65 = ovl.bias_grad %64 : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
      %66 = ovl.add %1#1, %65 : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      %67 = ovl.embedding_grad %2#0, %64 : (tensor<1x4xi32>, tensor<1x4x8xf32>) -> tensor<8x8xf32>
      %68 = ovl.add %42, %67 : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
      ovl.yield %68, %66, %62, %63, %61, %60, %57, %56, %52, %53, %51, %50, %47, %46, %43, %44 : tensor<8x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
    }
    %4 = ovl.all_reduce sum %3#14 over [dp] : tensor<8xf32> -> tensor<8xf32>
    %5 = ovl.all_reduce sum %3#15 over [dp] : tensor<8xf32> -> tensor<8xf32>
    %6 = ovl.all_reduce sum %3#13 over [dp] : tensor<8xf32> -> tensor<8xf32>
    %7 = ovl.all_reduce sum %3#12 over [dp] : tensor<32x8xf32> -> tensor<32x8xf32>
    %8 = ovl.all_reduce sum %3#11 over [dp] : tensor<32xf32> -> tensor<32xf32>
    %9 = ovl.all_reduce sum %3#10 over [dp] : tensor<8x32xf32> -> tensor<8x32xf32>
    %10 = ovl.all_reduce sum %3#8 over [dp] : tensor<8xf32> -> tensor<8xf32>
    %11 = ovl.all_reduce sum %3#9 over [dp] : tensor<8xf32> -> tensor<8xf32>
    %12 = ovl.all_reduce sum %3#7 over [dp] : tensor<8xf32> -> tensor<8xf32>
    %13 = ovl.all_reduce sum %3#6 over [dp] : tensor<8x8xf32> -> tensor<8x8xf32>
    %14 = ovl.all_reduce sum %3#5 over [dp] : tensor<24xf32> -> tensor<24xf32>
    %15 = ovl.all_reduce sum %3#4 over [dp] : tensor<8x24xf32> -> tensor<8x24xf32>
    %16 = ovl.all_reduce sum %3#2 over [dp] : tensor<8xf32> -> tensor<8xf32>
    %17 = ovl.all_reduce sum %3#3 over [dp] : tensor<8xf32> -> tensor<8xf32>
    %18 = ovl.all_reduce sum %3#1 over [dp] : tensor<4x8xf32> -> tensor<4x8xf32>
    %19 = ovl.all_reduce sum %3#0 over [dp] : tensor<8x8xf32> -> tensor<8x8xf32>
    %20 = ovl.sum_squares %4, %5, %6, %7, %8, %9 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32x8xf32>, tensor<32xf32>, tensor<8x32xf32> -> tensor<f32>
    %21 = ovl.sum_squares %10, %11, %12, %13, %14, %15 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<24xf32>, tensor<8x24xf32> -> tensor<f32>
    %22 = ovl.add %20, %21 : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %23 = ovl.sum_squares %16, %17, %18, %19 : tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<8x8xf32> -> tensor<f32>
    %24 = ovl.add %22, %23 : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %25 = ovl.clip_by_global_norm %19, %24 max_norm 1.000000e+00 : tensor<8x8xf32>, tensor<f32>
    %26 = ovl.clip_by_global_norm %18, %24 max_norm 1.000000e+00 : tensor<4x8xf32>, tensor<f32>
    %27 = ovl.clip_by_global_norm %16, %24 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %28 = ovl.clip_by_global_norm %17, %24 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %29 = ovl.clip_by_global_norm %15, %24 max_norm 1.000000e+00 : tensor<8x24xf32>, tensor<f32>
    %30 = ovl.clip_by_global_norm %14, %24 max_norm 1.000000e+00 : tensor<24xf32>, tensor<f32>
    %31 = ovl.clip_by_global_norm %13, %24 max_norm 1.000000e+00 : tensor<8x8xf32>, tensor<f32>
    %32 = ovl.clip_by_global_norm %12, %24 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %33 = ovl.clip_by_global_norm %10, %24 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %34 = ovl.clip_by_global_norm %11, %24 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %35 = ovl.clip_by_global_norm %9, %24 max_norm 1.000000e+00 : tensor<8x32xf32>, tensor<f32>
    %36 = ovl.clip_by_global_norm %8, %24 max_norm 1.000000e+00 : tensor<32xf32>, tensor<f32>
    %37 = ovl.clip_by_global_norm %7, %24 max_norm 1.000000e+00 : tensor<32x8xf32>, tensor<f32>
    %38 = ovl.clip_by_global_norm %6, %24 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %39 = ovl.clip_by_global_norm %4, %24 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %40 = ovl.clip_by_global_norm %5, %24 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %new_param, %new_exp_avg, %new_exp_avg_sq = ovl.adamw_update %arg0, %25, %arg16, %arg32 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {weight_decay = 1.000000e-02 : f64} : tensor<8x8xf32>
    %new_param_0, %new_exp_avg_1, %new_exp_avg_sq_2 = ovl.adamw_update %arg1, %26, %arg17, %arg33 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {weight_decay = 1.000000e-02 : f64} : tensor<4x8xf32>
    %new_param_3, %new_exp_avg_4, %new_exp_avg_sq_5 = ovl.adamw_update %arg2, %27, %arg18, %arg34 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_6, %new_exp_avg_7, %new_exp_avg_sq_8 = ovl.adamw_update %arg3, %28, %arg19, %arg35 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_9, %new_exp_avg_10, %new_exp_avg_sq_11 = ovl.adamw_update %arg4, %29, %arg20, %arg36 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {weight_decay = 1.000000e-02 : f64} : tensor<8x24xf32>
    %new_param_12, %new_exp_avg_13, %new_exp_avg_sq_14 = ovl.adamw_update %arg5, %30, %arg21, %arg37 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<24xf32>
    %new_param_15, %new_exp_avg_16, %new_exp_avg_sq_17 = ovl.adamw_update %arg6, %31, %arg22, %arg38 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {weight_decay = 1.000000e-02 : f64} : tensor<8x8xf32>
    %new_param_18, %new_exp_avg_19, %new_exp_avg_sq_20 = ovl.adamw_update %arg7, %32, %arg23, %arg39 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_21, %new_exp_avg_22, %new_exp_avg_sq_23 = ovl.adamw_update %arg8, %33, %arg24, %arg40 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_24, %new_exp_avg_25, %new_exp_avg_sq_26 = ovl.adamw_update %arg9, %34, %arg25, %arg41 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_27, %new_exp_avg_28, %new_exp_avg_sq_29 = ovl.adamw_update %arg10, %35, %arg26, %arg42 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {weight_decay = 1.000000e-02 : f64} : tensor<8x32xf32>
    %new_param_30, %new_exp_avg_31, %new_exp_avg_sq_32 = ovl.adamw_update %arg11, %36, %arg27, %arg43 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<32xf32>
    %new_param_33, %new_exp_avg_34, %new_exp_avg_sq_35 = ovl.adamw_update %arg12, %37, %arg28, %arg44 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {weight_decay = 1.000000e-02 : f64} : tensor<32x8xf32>
    %new_param_36, %new_exp_avg_37, %new_exp_avg_sq_38 = ovl.adamw_update %arg13, %38, %arg29, %arg45 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_39, %new_exp_avg_40, %new_exp_avg_sq_41 = ovl.adamw_update %arg14, %39, %arg30, %arg46 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_42, %new_exp_avg_43, %new_exp_avg_sq_44 = ovl.adamw_update %arg15, %40, %arg31, %arg47 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    return %new_param, %new_param_0, %new_param_3, %new_param_6, %new_param_9, %new_param_12, %new_param_15, %new_param_18, %new_param_21, %new_param_24, %new_param_27, %new_param_30, %new_param_33, %new_param_36, %new_param_39, %new_param_42, %new_exp_avg, %new_exp_avg_1, %new_exp_avg_4, %new_exp_avg_7, %new_exp_avg_10, %new_exp_avg_13, %new_exp_avg_16, %new_exp_avg_19, %new_exp_avg_22, %new_exp_avg_25, %new_exp_avg_28, %new_exp_avg_31, %new_exp_avg_34, %new_exp_avg_37, %new_exp_avg_40, %new_exp_avg_43, %new_exp_avg_sq, %new_exp_avg_sq_2, %new_exp_avg_sq_5, %new_exp_avg_sq_8, %new_exp_avg_sq_11, %new_exp_avg_sq_14, %new_exp_avg_sq_17, %new_exp_avg_sq_20, %new_exp_avg_sq_23, %new_exp_avg_sq_26, %new_exp_avg_sq_29, %new_exp_avg_sq_32, %new_exp_avg_sq_35, %new_exp_avg_sq_38, %new_exp_avg_sq_41, %new_exp_avg_sq_44 : tensor<8x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
  }
}

