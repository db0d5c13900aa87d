// ovl-gen gpt --hidden-size 8 --num-attention-heads 2 --seq-length 4 --micro-batch-size 1 --num-microbatches 2 --vocab-size 8 --make-vocab-size-divisible-by 1 --num-layers 2 --pipeline-model-parallel-size 2
module {
  ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 1 : data, tp = 1 : tensor]
  ovl.pipeline @pipeline over pp stages [@stage0, @stage1] microbatches 2
  func.func @stage0(%arg0: tensor<8x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight", global [8, 8], init normal(2.000000e-02)>}, %arg1: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.position_embeddings.weight", global [4, 8], init normal(2.000000e-02)>}, %arg2: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.weight", global [8], init ones>}, %arg3: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.bias", global [8], init zeros>}, %arg4: tensor<8x24xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.weight", global [8, 24], init normal(2.000000e-02)>}, %arg5: tensor<24xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.bias", global [24], init zeros>}, %arg6: tensor<8x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.weight", global [8, 8], init normal(1.000000e-02)>}, %arg7: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.bias", global [8], init zeros>}, %arg8: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.weight", global [8], init ones>}, %arg9: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.bias", global [8], init zeros>}, %arg10: tensor<8x32xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.weight", global [8, 32], init normal(2.000000e-02)>}, %arg11: tensor<32xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.bias", global [32], init zeros>}, %arg12: tensor<32x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.weight", global [32, 8], init normal(1.000000e-02)>}, %arg13: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.bias", global [8], init zeros>}, %arg14: tensor<8x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight.exp_avg", global [8, 8], init zeros>}, %arg15: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.position_embeddings.weight.exp_avg", global [4, 8], init zeros>}, %arg16: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.weight.exp_avg", global [8], init zeros>}, %arg17: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.bias.exp_avg", global [8], init zeros>}, %arg18: tensor<8x24xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.weight.exp_avg", global [8, 24], init zeros>}, %arg19: tensor<24xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.bias.exp_avg", global [24], init zeros>}, %arg20: tensor<8x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.weight.exp_avg", global [8, 8], init zeros>}, %arg21: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.bias.exp_avg", global [8], init zeros>}, %arg22: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.weight.exp_avg", global [8], init zeros>}, %arg23: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.bias.exp_avg", global [8], init zeros>}, %arg24: tensor<8x32xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.weight.exp_avg", global [8, 32], init zeros>}, %arg25: tensor<32xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.bias.exp_avg", global [32], init zeros>}, %arg26: tensor<32x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.weight.exp_avg", global [32, 8], init zeros>}, %arg27: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.bias.exp_avg", global [8], init zeros>}, %arg28: tensor<8x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight.exp_avg_sq", global [8, 8], init zeros>}, %arg29: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.position_embeddings.weight.exp_avg_sq", global [4, 8], init zeros>}, %arg30: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.weight.exp_avg_sq", global [8], init zeros>}, %arg31: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.bias.exp_avg_sq", global [8], init zeros>}, %arg32: tensor<8x24xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.weight.exp_avg_sq", global [8, 24], init zeros>}, %arg33: tensor<24xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.bias.exp_avg_sq", global [24], init zeros>}, %arg34: tensor<8x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.weight.exp_avg_sq", global [8, 8], init zeros>}, %arg35: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.bias.exp_avg_sq", global [8], init zeros>}, %arg36: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.weight.exp_avg_sq", global [8], init zeros>}, %arg37: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.bias.exp_avg_sq", global [8], init zeros>}, %arg38: tensor<8x32xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.weight.exp_avg_sq", global [8, 32], init zeros>}, %arg39: tensor<32xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.bias.exp_avg_sq", global [32], init zeros>}, %arg40: tensor<32x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.weight.exp_avg_sq", global [32, 8], init zeros>}, %arg41: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.bias.exp_avg_sq", global [8], init zeros>}) -> (tensor<8x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>) attributes {ovl.stage = 0 : i64} {
    %0:14 = ovl.job forward microbatch 0 -> tensor<1x4xi32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x24xf32>, tensor<1x4x8xf32>, tensor<1x2x4xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x32xf32>, tensor<1x4x32xf32> {
      %26 = ovl.load_batch tokens microbatch 0 vocab 8 : tensor<1x4xi32>
      %27 = ovl.embedding %26, %arg0 : (tensor<1x4xi32>, tensor<8x8xf32>) -> tensor<1x4x8xf32>
      %28 = ovl.add %27, %arg1 : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
      %result, %mean, %rstd = ovl.layer_norm %28, %arg2, %arg3 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %29 = ovl.linear column %result, %arg4, %arg5 : (tensor<1x4x8xf32>, tensor<8x24xf32>, tensor<24xf32>) -> tensor<1x4x24xf32>
      %result_39, %logsumexp = ovl.attention %29 heads 2 causal : (tensor<1x4x24xf32>) -> (tensor<1x4x8xf32>, tensor<1x2x4xf32>)
      %30 = ovl.linear row %result_39, %arg6 : (tensor<1x4x8xf32>, tensor<8x8xf32>) -> tensor<1x4x8xf32>
      %31 = ovl.add %30, %arg7 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %32 = ovl.add %28, %31 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %result_40, %mean_41, %rstd_42 = ovl.layer_norm %32, %arg8, %arg9 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %33 = ovl.linear column %result_40, %arg10, %arg11 : (tensor<1x4x8xf32>, tensor<8x32xf32>, tensor<32xf32>) -> tensor<1x4x32xf32>
      %34 = ovl.gelu %33 : tensor<1x4x32xf32>
      %35 = ovl.linear row %34, %arg12 : (tensor<1x4x32xf32>, tensor<32x8xf32>) -> tensor<1x4x8xf32>
      %36 = ovl.add %35, %arg13 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %37 = ovl.add %32, %36 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      ovl.send %37 to pp = 1 : tensor<1x4x8xf32>
      ovl.yield %26, %28, %result, %mean, %rstd, %29, %result_39, %logsumexp, %32, %result_40, %mean_41, %rstd_42, %33, %34 : tensor<1x4xi32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x24xf32>, tensor<1x4x8xf32>, tensor<1x2x4xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x32xf32>, tensor<1x4x32xf32>
    }
    %1:14 = ovl.job forward microbatch 1 -> tensor<1x4xi32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x24xf32>, tensor<1x4x8xf32>, tensor<1x2x4xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x32xf32>, tensor<1x4x32xf32> {
      %26 = ovl.load_batch tokens microbatch 1 vocab 8 : tensor<1x4xi32>
      %27 = ovl.embedding %26, %arg0 : (tensor<1x4xi32>, tensor<8x8xf32>) -> tensor<1x4x8xf32>
      %28 = ovl.add %27, %arg1 : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
      %result, %mean, %rstd = ovl.layer_norm %28, %arg2, %arg3 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %29 = ovl.linear column %result, %arg4, %arg5 : (tensor<1x4x8xf32>, tensor<8x24xf32>, tensor<24xf32>) -> tensor<1x4x24xf32>
      %result_39, %logsumexp = ovl.attention %29 heads 2 causal : (tensor<1x4x24xf32>) -> (tensor<1x4x8xf32>, tensor<1x2x4xf32>)
      %30 = ovl.linear row %result_39, %arg6 : (tensor<1x4x8xf32>, tensor<8x8xf32>) -> tensor<1x4x8xf32>
      %31 = ovl.add %30, %arg7 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %32 = ovl.add %28, %31 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %result_40, %mean_41, %rstd_42 = ovl.layer_norm %32, %arg8, %arg9 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %33 = ovl.linear column %result_40, %arg10, %arg11 : (tensor<1x4x8xf32>, tensor<8x32xf32>, tensor<32xf32>) -> tensor<1x4x32xf32>
      %34 = ovl.gelu %33 : tensor<1x4x32xf32>
      %35 = ovl.linear row %34, %arg12 : (tensor<1x4x32xf32>, tensor<32x8xf32>) -> tensor<1x4x8xf32>
      %36 = ovl.add %35, %arg13 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %37 = ovl.add %32, %36 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      ovl.send %37 to pp = 1 : tensor<1x4x8xf32>
      ovl.yield %26, %28, %result, %mean, %rstd, %29, %result_39, %logsumexp, %32, %result_40, %mean_41, %rstd_42, %33, %34 : tensor<1x4xi32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x24xf32>, tensor<1x4x8xf32>, tensor<1x2x4xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x32xf32>, tensor<1x4x32xf32>
    }
    %2:14 = ovl.job backward microbatch 0 -> tensor<8x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32> {
      %26 = ovl.recv from pp = 1 : tensor<1x4x8xf32>
      %27 = ovl.bias_grad %26 : (tensor<1x4x8xf32>) -> tensor<8xf32>
      %input_grad, %weight_grad = ovl.matmul_grad row %0#13, %arg12, %26 : (tensor<1x4x32xf32>, tensor<32x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x32xf32>, tensor<32x8xf32>)
      %28 = ovl.gelu_grad %0#12, %input_grad : tensor<1x4x32xf32>
      %29 = ovl.bias_grad %28 : (tensor<1x4x32xf32>) -> tensor<32xf32>
      %input_grad_39, %weight_grad_40 = ovl.matmul_grad column %0#9, %arg10, %28 : (tensor<1x4x8xf32>, tensor<8x32xf32>, tensor<1x4x32xf32>) -> (tensor<1x4x8xf32>, tensor<8x32xf32>)
      %input_grad_41, %gamma_grad, %beta_grad = ovl.layer_norm_grad %0#8, %arg8, %0#10, %0#11, %input_grad_39 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %30 = ovl.add %26, %input_grad_41 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %31 = ovl.bias_grad %30 : (tensor<1x4x8xf32>) -> tensor<8xf32>
      %input_grad_42, %weight_grad_43 = ovl.matmul_grad row %0#6, %arg6, %30 : (tensor<1x4x8xf32>, tensor<8x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8x8xf32>)
      %32 = ovl.attention_grad %0#5, %0#6, %0#7, %input_grad_42 heads 2 causal : (tensor<1x4x24xf32>, tensor<1x4x8xf32>, tensor<1x2x4xf32>, tensor<1x4x8xf32>) -> tensor<1x4x24xf32>
      %33 = ovl.bias_grad %32 : (tensor<1x4x24xf32>) -> tensor<24xf32>
      %input_grad_44, %weight_grad_45 = ovl.matmul_grad column %0#2, %arg4, %32 : (tensor<1x4x8xf32>, tensor<8x24xf32>, tensor<1x4x24xf32>) -> (tensor<1x4x8xf32>, tensor<8x24xf32>)
      %input_grad_46, %gamma_grad_47, %beta_grad_48 = ovl.layer_norm_grad %0#1, %arg2, %0#3, %0#4, %input_grad_44 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %34 = ovl.add %30, %input_grad_46 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %35 = ovl.bias_grad %34 : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
      %36 = ovl.embedding_grad %0#0, %34 : (tensor<1x4xi32>, tensor<1x4x8xf32>) -> tensor<8x8xf32>
      ovl.yield %36, %35, %gamma_grad_47, %beta_grad_48, %weight_grad_45, %33, %weight_grad_43, %31, %gamma_grad, %beta_grad, %weight_grad_40, %29, %weight_grad, %27 : tensor<8x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>
    }
    %3:14 = ovl.job backward microbatch 1 -> tensor<8x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32> {
      %26 = ovl.recv from pp = 1 : tensor<1x4x8xf32>
      %27 = ovl.bias_grad %26 : (tensor<1x4x8xf32>) -> tensor<8xf32>
      %28 = ovl.add %2#13, %27 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %input_grad, %weight_grad = ovl.matmul_grad row %1#13, %arg12, %26 : (tensor<1x4x32xf32>, tensor<32x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x32xf32>, tensor<32x8xf32>)
      %29 = ovl.add %2#12, %weight_grad : (tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
      %30 = ovl.gelu_grad %1#12, %input_grad : tensor<1x4x32xf32>
      %31 = ovl.bias_grad %30 : (tensor<1x4x32xf32>) -> tensor<32xf32>
      %32 = ovl.add %2#11, %31 : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %input_grad_39, %weight_grad_40 = ovl.matmul_grad column %1#9, %arg10, %30 : (tensor<1x4x8xf32>, tensor<8x32xf32>, tensor<1x4x32xf32>) -> (tensor<1x4x8xf32>, tensor<8x32xf32>)
      %33 = ovl.add %2#10, %weight_grad_40 : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
      %input_grad_41, %gamma_grad, %beta_grad = ovl.layer_norm_grad %1#8, %arg8, %1#10, %1#11, %input_grad_39 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %34 = ovl.add %2#8, %gamma_grad : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %35 = ovl.add %2#9, %beta_grad : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %36 = ovl.add %26, %input_grad_41 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %37 = ovl.bias_grad %36 : (tensor<1x4x8xf32>) -> tensor<8xf32>
      %38 = ovl.add %2#7, %37 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %input_grad_42, %weight_grad_43 = ovl.matmul_grad row %1#6, %arg6, %36 : (tensor<1x4x8xf32>, tensor<8x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8x8xf32>)
      %39 = ovl.add %2#6, %weight_grad_43 : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
      %40 = ovl.attention_grad %1#5, %1#6, %1#7, %input_grad_42 heads 2 causal : (tensor<1x4x24xf32>, tensor<1x4x8xf32>, tensor<1x2x4xf32>, tensor<1x4x8xf32>) -> tensor<1x4x24xf32>
      %41 = ovl.bias_grad %40 : (tensor<1x4x24xf32>) -> tensor<24xf32>
      %42 = ovl.add %2#5, %41 : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
      %input_grad_44, %weight_grad_45 = ovl.matmul_grad column %1#2, %arg4, %40 : (tensor<1x4x8xf32>, tensor<8x24xf32>, tensor<1x4x24xf32>) -> (tensor<1x4x8xf32>, tensor<8x24xf32>)
      %43 = ovl.add %2#4, %weight_grad_45 : (tensor<8x24xf32>, tensor<8x24xf32>) -> tensor<8x24xf32>
      %input_grad_46, %gamma_grad_47, %beta_grad_48 = ovl.layer_norm_grad %1#1, %arg2, %1#3, %1#4, %input_grad_44 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %44 = ovl.add %2#2, %gamma_grad_47 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %45 = ovl.add %2#3, %beta_grad_48 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %46 = ovl.add %36, %input_grad_46 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %47 = ovl.bias_grad %46 : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
      %48 = ovl.add %2#1, %47 : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      %49 = ovl.embedding_grad %1#0, %46 : (tensor<1x4xi32>, tensor<1x4x8xf32>) -> tensor<8x8xf32>
      %50 = ovl.add %2#0, %49 : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
      ovl.yield %50, %48, %44, %45, %43, %42, %39, %38, %34, %35, %33, %32, %29, %28 : tensor<8x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>
    }
    ovl.send %3#0 to pp = 1 : tensor<8x8xf32>
    %4 = ovl.recv from pp = 1 : tensor<8x8xf32>
    %5 = ovl.add %3#0, %4 : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %6 = ovl.sum_squares %3#13, %3#12, %3#11, %3#10, %3#8, %3#9 : tensor<8xf32>, tensor<32x8xf32>, tensor<32xf32>, tensor<8x32xf32>, tensor<8xf32>, tensor<8xf32> -> tensor<f32>
    %7 = ovl.sum_squares %3#7, %3#6, %3#5, %3#4, %3#2, %3#3 : tensor<8xf32>, tensor<8x8xf32>, tensor<24xf32>, tensor<8x24xf32>, tensor<8xf32>, tensor<8xf32> -> tensor<f32>
    %8 = ovl.add %6, %7 : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %9 = ovl.sum_squares %3#1, %5 : tensor<4x8xf32>, tensor<8x8xf32> -> tensor<f32>
    %10 = ovl.add %8, %9 : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %11 = ovl.all_reduce sum %10 over [pp] : tensor<f32> -> tensor<f32>
    %12 = ovl.clip_by_global_norm %5, %11 max_norm 1.000000e+00 : tensor<8x8xf32>, tensor<f32>
    %13 = ovl.clip_by_global_norm %3#1, %11 max_norm 1.000000e+00 : tensor<4x8xf32>, tensor<f32>
    %14 = ovl.clip_by_global_norm %3#2, %11 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %15 = ovl.clip_by_global_norm %3#3, %11 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %16 = ovl.clip_by_global_norm %3#4, %11 max_norm 1.000000e+00 : tensor<8x24xf32>, tensor<f32>
    %17 = ovl.clip_by_global_norm %3#5, %11 max_norm 1.000000e+00 : tensor<24xf32>, tensor<f32>
    %18 = ovl.clip_by_global_norm %3#6, %11 max_norm 1.000000e+00 : tensor<8x8xf32>, tensor<f32>
    %19 = ovl.clip_by_global_norm %3#7, %11 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %20 = ovl.clip_by_global_norm %3#8, %11 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %21 = ovl.clip_by_global_norm %3#9, %11 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %22 = ovl.clip_by_global_norm %3#10, %11 max_norm 1.000000e+00 : tensor<8x32xf32>, tensor<f32>
    %23 = ovl.clip_by_global_norm %3#11, %11 max_norm 1.000000e+00 : tensor<32xf32>, tensor<f32>
    %24 = ovl.clip_by_global_norm %3#12, %11 max_norm 1.000000e+00 : tensor<32x8xf32>, tensor<f32>
    %25 = ovl.clip_by_global_norm %3#13, %11 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %new_param, %new_exp_avg, %new_exp_avg_sq = ovl.adamw_update %arg0, %12, %arg14, %arg28 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {weight_decay = 1.000000e-02 : f64} : tensor<8x8xf32>
    %new_param_0, %new_exp_avg_1, %new_exp_avg_sq_2 = ovl.adamw_update %arg1, %13, %arg15, %arg29 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {weight_decay = 1.000000e-02 : f64} : tensor<4x8xf32>
    %new_param_3, %new_exp_avg_4, %new_exp_avg_sq_5 = ovl.adamw_update %arg2, %14, %arg16, %arg30 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_6, %new_exp_avg_7, %new_exp_avg_sq_8 = ovl.adamw_update %arg3, %15, %arg17, %arg31 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_9, %new_exp_avg_10, %new_exp_avg_sq_11 = ovl.adamw_update %arg4, %16, %arg18, %arg32 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {weight_decay = 1.000000e-02 : f64} : tensor<8x24xf32>
    %new_param_12, %new_exp_avg_13, %new_exp_avg_sq_14 = ovl.adamw_update %arg5, %17, %arg19, %arg33 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<24xf32>
    %new_param_15, %new_exp_avg_16, %new_exp_avg_sq_17 = ovl.adamw_update %arg6, %18, %arg20, %arg34 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {weight_decay = 1.000000e-02 : f64} : tensor<8x8xf32>
    %new_param_18, %new_exp_avg_19, %new_exp_avg_sq_20 = ovl.adamw_update %arg7, %19, %arg21, %arg35 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_21, %new_exp_avg_22, %new_exp_avg_sq_23 = ovl.adamw_update %arg8, %20, %arg22, %arg36 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_24, %new_exp_avg_25, %new_exp_avg_sq_26 = ovl.adamw_update %arg9, %21, %arg23, %arg37 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_27, %new_exp_avg_28, %new_exp_avg_sq_29 = ovl.adamw_update %arg10, %22, %arg24, %arg38 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {weight_decay = 1.000000e-02 : f64} : tensor<8x32xf32>
    %new_param_30, %new_exp_avg_31, %new_exp_avg_sq_32 = ovl.adamw_update %arg11, %23, %arg25, %arg39 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<32xf32>
    %new_param_33, %new_exp_avg_34, %new_exp_avg_sq_35 = ovl.adamw_update %arg12, %24, %arg26, %arg40 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {weight_decay = 1.000000e-02 : f64} : tensor<32x8xf32>
    %new_param_36, %new_exp_avg_37, %new_exp_avg_sq_38 = ovl.adamw_update %arg13, %25, %arg27, %arg41 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    return %new_param, %new_param_0, %new_param_3, %new_param_6, %new_param_9, %new_param_12, %new_param_15, %new_param_18, %new_param_21, %new_param_24, %new_param_27, %new_param_30, %new_param_33, %new_param_36, %new_exp_avg, %new_exp_avg_1, %new_exp_avg_4, %new_exp_avg_7, %new_exp_avg_10, %new_exp_avg_13, %new_exp_avg_16, %new_exp_avg_19, %new_exp_avg_22, %new_exp_avg_25, %new_exp_avg_28, %new_exp_avg_31, %new_exp_avg_34, %new_exp_avg_37, %new_exp_avg_sq, %new_exp_avg_sq_2, %new_exp_avg_sq_5, %new_exp_avg_sq_8, %new_exp_avg_sq_11, %new_exp_avg_sq_14, %new_exp_avg_sq_17, %new_exp_avg_sq_20, %new_exp_avg_sq_23, %new_exp_avg_sq_26, %new_exp_avg_sq_29, %new_exp_avg_sq_32, %new_exp_avg_sq_35, %new_exp_avg_sq_38 : tensor<8x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>
  }
  func.func @stage1(%arg0: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.input_layernorm.weight", global [8], init ones>}, %arg1: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.input_layernorm.bias", global [8], init zeros>}, %arg2: tensor<8x24xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_qkv.weight", global [8, 24], init normal(2.000000e-02)>}, %arg3: tensor<24xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_qkv.bias", global [24], init zeros>}, %arg4: tensor<8x8xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_proj.weight", global [8, 8], init normal(1.000000e-02)>}, %arg5: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_proj.bias", global [8], init zeros>}, %arg6: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.pre_mlp_layernorm.weight", global [8], init ones>}, %arg7: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.pre_mlp_layernorm.bias", global [8], init zeros>}, %arg8: tensor<8x32xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc1.weight", global [8, 32], init normal(2.000000e-02)>}, %arg9: tensor<32xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc1.bias", global [32], init zeros>}, %arg10: tensor<32x8xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc2.weight", global [32, 8], init normal(1.000000e-02)>}, %arg11: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc2.bias", global [8], init zeros>}, %arg12: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.weight", global [8], init ones>}, %arg13: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.bias", global [8], init zeros>}, %arg14: tensor<8x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight", global [8, 8], init normal(2.000000e-02)>}, %arg15: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.input_layernorm.weight.exp_avg", global [8], init zeros>}, %arg16: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.input_layernorm.bias.exp_avg", global [8], init zeros>}, %arg17: tensor<8x24xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_qkv.weight.exp_avg", global [8, 24], init zeros>}, %arg18: tensor<24xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_qkv.bias.exp_avg", global [24], init zeros>}, %arg19: tensor<8x8xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_proj.weight.exp_avg", global [8, 8], init zeros>}, %arg20: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_proj.bias.exp_avg", global [8], init zeros>}, %arg21: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.pre_mlp_layernorm.weight.exp_avg", global [8], init zeros>}, %arg22: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.pre_mlp_layernorm.bias.exp_avg", global [8], init zeros>}, %arg23: tensor<8x32xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc1.weight.exp_avg", global [8, 32], init zeros>}, %arg24: tensor<32xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc1.bias.exp_avg", global [32], init zeros>}, %arg25: tensor<32x8xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc2.weight.exp_avg", global [32, 8], init zeros>}, %arg26: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc2.bias.exp_avg", global [8], init zeros>}, %arg27: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.weight.exp_avg", global [8], init zeros>}, %arg28: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.bias.exp_avg", global [8], init zeros>}, %arg29: tensor<8x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight.exp_avg", global [8, 8], init zeros>}, %arg30: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.input_layernorm.weight.exp_avg_sq", global [8], init zeros>}, %arg31: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.input_layernorm.bias.exp_avg_sq", global [8], init zeros>}, %arg32: tensor<8x24xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_qkv.weight.exp_avg_sq", global [8, 24], init zeros>}, %arg33: tensor<24xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_qkv.bias.exp_avg_sq", global [24], init zeros>}, %arg34: tensor<8x8xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_proj.weight.exp_avg_sq", global [8, 8], init zeros>}, %arg35: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_proj.bias.exp_avg_sq", global [8], init zeros>}, %arg36: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.pre_mlp_layernorm.weight.exp_avg_sq", global [8], init zeros>}, %arg37: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.pre_mlp_layernorm.bias.exp_avg_sq", global [8], init zeros>}, %arg38: tensor<8x32xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc1.weight.exp_avg_sq", global [8, 32], init zeros>}, %arg39: tensor<32xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc1.bias.exp_avg_sq", global [32], init zeros>}, %arg40: tensor<32x8xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc2.weight.exp_avg_sq", global [32, 8], init zeros>}, %arg41: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc2.bias.exp_avg_sq", global [8], init zeros>}, %arg42: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.weight.exp_avg_sq", global [8], init zeros>}, %arg43: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.bias.exp_avg_sq", global [8], init zeros>}, %arg44: tensor<8x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight.exp_avg_sq", global [8, 8], init zeros>}) -> (tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32>) attributes {ovl.stage = 1 : i64} {
    %0:21 = ovl.job forward microbatch 0 -> tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x24xf32>, tensor<1x4x8xf32>, tensor<1x2x4xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x32xf32>, tensor<1x4x32xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32> {
      %27 = ovl.recv from pp = 0 : tensor<1x4x8xf32>
      %result, %mean, %rstd = ovl.layer_norm %27, %arg0, %arg1 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %28 = ovl.linear column %result, %arg2, %arg3 : (tensor<1x4x8xf32>, tensor<8x24xf32>, tensor<24xf32>) -> tensor<1x4x24xf32>
      %result_42, %logsumexp = ovl.attention %28 heads 2 causal : (tensor<1x4x24xf32>) -> (tensor<1x4x8xf32>, tensor<1x2x4xf32>)
      %29 = ovl.linear row %result_42, %arg4 : (tensor<1x4x8xf32>, tensor<8x8xf32>) -> tensor<1x4x8xf32>
      %30 = ovl.add %29, %arg5 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %31 = ovl.add %27, %30 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %result_43, %mean_44, %rstd_45 = ovl.layer_norm %31, %arg6, %arg7 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %32 = ovl.linear column %result_43, %arg8, %arg9 : (tensor<1x4x8xf32>, tensor<8x32xf32>, tensor<32xf32>) -> tensor<1x4x32xf32>
      %33 = ovl.gelu %32 : tensor<1x4x32xf32>
      %34 = ovl.linear row %33, %arg10 : (tensor<1x4x32xf32>, tensor<32x8xf32>) -> tensor<1x4x8xf32>
      %35 = ovl.add %34, %arg11 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %36 = ovl.add %31, %35 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %result_46, %mean_47, %rstd_48 = ovl.layer_norm %36, %arg12, %arg13 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %37 = ovl.linear column %result_46, %arg14 transpose_weight : (tensor<1x4x8xf32>, tensor<8x8xf32>) -> tensor<1x4x8xf32>
      %38 = ovl.cross_entropy_max %37 : (tensor<1x4x8xf32>) -> tensor<1x4xf32>
      %39 = ovl.load_batch labels microbatch 0 vocab 8 : tensor<1x4xi32>
      %40 = ovl.cross_entropy_stats %37, %38, %39 : (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xi32>) -> tensor<1x4x2xf32>
      %41 = ovl.cross_entropy_loss %40 : (tensor<1x4x2xf32>) -> tensor<f32>
      ovl.log_loss %41 : tensor<f32>
      ovl.yield %27, %result, %mean, %rstd, %28, %result_42, %logsumexp, %31, %result_43, %mean_44, %rstd_45, %32, %33, %36, %result_46, %mean_47, %rstd_48, %37, %38, %40, %39 : tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x24xf32>, tensor<1x4x8xf32>, tensor<1x2x4xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x32xf32>, tensor<1x4x32xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32>
    }
    %1:21 = ovl.job forward microbatch 1 -> tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x24xf32>, tensor<1x4x8xf32>, tensor<1x2x4xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x32xf32>, tensor<1x4x32xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32> {
      %27 = ovl.recv from pp = 0 : tensor<1x4x8xf32>
      %result, %mean, %rstd = ovl.layer_norm %27, %arg0, %arg1 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %28 = ovl.linear column %result, %arg2, %arg3 : (tensor<1x4x8xf32>, tensor<8x24xf32>, tensor<24xf32>) -> tensor<1x4x24xf32>
      %result_42, %logsumexp = ovl.attention %28 heads 2 causal : (tensor<1x4x24xf32>) -> (tensor<1x4x8xf32>, tensor<1x2x4xf32>)
      %29 = ovl.linear row %result_42, %arg4 : (tensor<1x4x8xf32>, tensor<8x8xf32>) -> tensor<1x4x8xf32>
      %30 = ovl.add %29, %arg5 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %31 = ovl.add %27, %30 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %result_43, %mean_44, %rstd_45 = ovl.layer_norm %31, %arg6, %arg7 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %32 = ovl.linear column %result_43, %arg8, %arg9 : (tensor<1x4x8xf32>, tensor<8x32xf32>, tensor<32xf32>) -> tensor<1x4x32xf32>
      %33 = ovl.gelu %32 : tensor<1x4x32xf32>
      %34 = ovl.linear row %33, %arg10 : (tensor<1x4x32xf32>, tensor<32x8xf32>) -> tensor<1x4x8xf32>
      %35 = ovl.add %34, %arg11 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %36 = ovl.add %31, %35 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %result_46, %mean_47, %rstd_48 = ovl.layer_norm %36, %arg12, %arg13 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %37 = ovl.linear column %result_46, %arg14 transpose_weight : (tensor<1x4x8xf32>, tensor<8x8xf32>) -> tensor<1x4x8xf32>
      %38 = ovl.cross_entropy_max %37 : (tensor<1x4x8xf32>) -> tensor<1x4xf32>
      %39 = ovl.load_batch labels microbatch 1 vocab 8 : tensor<1x4xi32>
      %40 = ovl.cross_entropy_stats %37, %38, %39 : (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xi32>) -> tensor<1x4x2xf32>
      %41 = ovl.cross_entropy_loss %40 : (tensor<1x4x2xf32>) -> tensor<f32>
      ovl.log_loss %41 : tensor<f32>
      ovl.yield %27, %result, %mean, %rstd, %28, %result_42, %logsumexp, %31, %result_43, %mean_44, %rstd_45, %32, %33, %36, %result_46, %mean_47, %rstd_48, %37, %38, %40, %39 : tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x24xf32>, tensor<1x4x8xf32>, tensor<1x2x4xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x32xf32>, tensor<1x4x32xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32>
    }
    %2:15 = ovl.job backward microbatch 0 -> tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32> {
      %27 = ovl.cross_entropy_grad %0#17, %0#18, %0#19, %0#20 scale 1.250000e-01 : (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32>) -> tensor<1x4x8xf32>
      %input_grad, %weight_grad = ovl.matmul_grad column %0#14, %arg14, %27 transpose_weight : (tensor<1x4x8xf32>, tensor<8x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8x8xf32>)
      %input_grad_42, %gamma_grad, %beta_grad = ovl.layer_norm_grad %0#13, %arg12, %0#15, %0#16, %input_grad : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %28 = ovl.bias_grad %input_grad_42 : (tensor<1x4x8xf32>) -> tensor<8xf32>
      %input_grad_43, %weight_grad_44 = ovl.matmul_grad row %0#12, %arg10, %input_grad_42 : (tensor<1x4x32xf32>, tensor<32x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x32xf32>, tensor<32x8xf32>)
      %29 = ovl.gelu_grad %0#11, %input_grad_43 : tensor<1x4x32xf32>
      %30 = ovl.bias_grad %29 : (tensor<1x4x32xf32>) -> tensor<32xf32>
      %input_grad_45, %weight_grad_46 = ovl.matmul_grad column %0#8, %arg8, %29 : (tensor<1x4x8xf32>, tensor<8x32xf32>, tensor<1x4x32xf32>) -> (tensor<1x4x8xf32>, tensor<8x32xf32>)
      %input_grad_47, %gamma_grad_48, %beta_grad_49 = ovl.layer_norm_grad %0#7, %arg6, %0#9, %0#10, %input_grad_45 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %31 = ovl.add %input_grad_42, %input_grad_47 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %32 = ovl.bias_grad %31 : (tensor<1x4x8xf32>) -> tensor<8xf32>
      %input_grad_50, %weight_grad_51 = ovl.matmul_grad row %0#5, %arg4, %31 : (tensor<1x4x8xf32>, tensor<8x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8x8xf32>)
      %33 = ovl.attention_grad %0#4, %0#5, %0#6, %input_grad_50 heads 2 causal : (tensor<1x4x24xf32>, tensor<1x4x8xf32>, tensor<1x2x4xf32>, tensor<1x4x8xf32>) -> tensor<1x4x24xf32>
      %34 = ovl.bias_grad %33 : (tensor<1x4x24xf32>) -> tensor<24xf32>
      %input_grad_52, %weight_grad_53 = ovl.matmul_grad column %0#1, %arg2, %33 : (tensor<1x4x8xf32>, tensor<8x24xf32>, tensor<1x4x24xf32>) -> (tensor<1x4x8xf32>, tensor<8x24xf32>)
      %input_grad_54, %gamma_grad_55, %beta_grad_56 = ovl.layer_norm_grad %0#0, %arg0, %0#2, %0#3, %input_grad_52 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %35 = ovl.add %31, %input_grad_54 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      ovl.send %35 to pp = 0 : tensor<1x4x8xf32>
      ovl.yield %gamma_grad_55, %beta_grad_56, %weight_grad_53, %34, %weight_grad_51, %32, %gamma_grad_48, %beta_grad_49, %weight_grad_46, %30, %weight_grad_44, %28, %gamma_grad, %beta_grad, %weight_grad : tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32>
    }
    %3:15 = ovl.job backward microbatch 1 -> tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32> {
      %27 = ovl.cross_entropy_grad %1#17, %1#18, %1#19, %1#20 scale 1.250000e-01 : (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32>) -> tensor<1x4x8xf32>
      %input_grad, %weight_grad = ovl.matmul_grad column %1#14, %arg14, %27 transpose_weight : (tensor<1x4x8xf32>, tensor<8x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8x8xf32>)
      %28 = ovl.add %2#14, %weight_grad : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
      %input_grad_42, %gamma_grad, %beta_grad = ovl.layer_norm_grad %1#13, %arg12, %1#15, %1#16, %input_grad : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %29 = ovl.add %2#12, %gamma_grad : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %30 = ovl.add %2#13, %beta_grad : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %31 = ovl.bias_grad %input_grad_42 : (tensor<1x4x8xf32>) -> tensor<8xf32>
      %32 = ovl.add %2#11, %31 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %input_grad_43, %weight_grad_44 = ovl.matmul_grad row %1#12, %arg10, %input_grad_42 : (tensor<1x4x32xf32>, tensor<32x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x32xf32>, tensor<32x8xf32>)
      %33 = ovl.add %2#10, %weight_grad_44 : (tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
      %34 = ovl.gelu_grad %1#11, %input_grad_43 : tensor<1x4x32xf32>
      %35 = ovl.bias_grad %34 : (tensor<1x4x32xf32>) -> tensor<32xf32>
      %36 = ovl.add %2#9, %35 : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %input_grad_45, %weight_grad_46 = ovl.matmul_grad column %1#8, %arg8, %34 : (tensor<1x4x8xf32>, tensor<8x32xf32>, tensor<1x4x32xf32>) -> (tensor<1x4x8xf32>, tensor<8x32xf32>)
      %37 = ovl.add %2#8, %weight_grad_46 : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
      %input_grad_47, %gamma_grad_48, %beta_grad_49 = ovl.layer_norm_grad %1#7, %arg6, %1#9, %1#10, %input_grad_45 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %38 = ovl.add %2#6, %gamma_grad_48 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %39 = ovl.add %2#7, %beta_grad_49 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %40 = ovl.add %input_grad_42, %input_grad_47 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %41 = ovl.bias_grad %40 : (tensor<1x4x8xf32>) -> tensor<8xf32>
      %42 = ovl.add %2#5, %41 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %input_grad_50, %weight_grad_51 = ovl.matmul_grad row %1#5, %arg4, %40 : (tensor<1x4x8xf32>, tensor<8x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8x8xf32>)
      %43 = ovl.add %2#4, %weight_grad_51 : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
      %44 = ovl.attention_grad %1#4, %1#5, %1#6, %input_grad_50 heads 2 causal : (tensor<1x4x24xf32>, tensor<1x4x8xf32>, tensor<1x2x4xf32>, tensor<1x4x8xf32>) -> tensor<1x4x24xf32>
      %45 = ovl.bias_grad %44 : (tensor<1x4x24xf32>) -> tensor<24xf32>
      %46 = ovl.add %2#3, %45 : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
      %input_grad_52, %weight_grad_53 = ovl.matmul_grad column %1#1, %arg2, %44 : (tensor<1x4x8xf32>, tensor<8x24xf32>, tensor<1x4x24xf32>) -> (tensor<1x4x8xf32>, tensor<8x24xf32>)
      %47 = ovl.add %2#2, %weight_grad_53 : (tensor<8x24xf32>, tensor<8x24xf32>) -> tensor<8x24xf32>
      %input_grad_54, %gamma_grad_55, %beta_grad_56 = ovl.layer_norm_grad %1#0, %arg0, %1#2, %1#3, %input_grad_52 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %48 = ovl.add %2#0, %gamma_grad_55 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %49 = ovl.add %2#1, %beta_grad_56 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %50 = ovl.add %40, %input_grad_54 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      ovl.send %50 to pp = 0 : tensor<1x4x8xf32>
      ovl.yield %48, %49, %47, %46, %43, %42, %38, %39, %37, %36, %33, %32, %29, %30, %28 : tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32>
    }
    %4 = ovl.recv from pp = 0 : tensor<8x8xf32>
    ovl.send %3#14 to pp = 0 : tensor<8x8xf32>
    %5 = ovl.add %4, %3#14 : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %6 = ovl.sum_squares %3#12, %3#13, %3#11, %3#10, %3#9, %3#8 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32x8xf32>, tensor<32xf32>, tensor<8x32xf32> -> tensor<f32>
    %7 = ovl.sum_squares %3#6, %3#7, %3#5, %3#4, %3#3, %3#2 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<24xf32>, tensor<8x24xf32> -> tensor<f32>
    %8 = ovl.add %6, %7 : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %9 = ovl.sum_squares %3#0, %3#1 : tensor<8xf32>, tensor<8xf32> -> tensor<f32>
    %10 = ovl.add %8, %9 : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %11 = ovl.all_reduce sum %10 over [pp] : tensor<f32> -> tensor<f32>
    %12 = ovl.clip_by_global_norm %3#0, %11 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %13 = ovl.clip_by_global_norm %3#1, %11 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %14 = ovl.clip_by_global_norm %3#2, %11 max_norm 1.000000e+00 : tensor<8x24xf32>, tensor<f32>
    %15 = ovl.clip_by_global_norm %3#3, %11 max_norm 1.000000e+00 : tensor<24xf32>, tensor<f32>
    %16 = ovl.clip_by_global_norm %3#4, %11 max_norm 1.000000e+00 : tensor<8x8xf32>, tensor<f32>
    %17 = ovl.clip_by_global_norm %3#5, %11 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %18 = ovl.clip_by_global_norm %3#6, %11 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %19 = ovl.clip_by_global_norm %3#7, %11 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %20 = ovl.clip_by_global_norm %3#8, %11 max_norm 1.000000e+00 : tensor<8x32xf32>, tensor<f32>
    %21 = ovl.clip_by_global_norm %3#9, %11 max_norm 1.000000e+00 : tensor<32xf32>, tensor<f32>
    %22 = ovl.clip_by_global_norm %3#10, %11 max_norm 1.000000e+00 : tensor<32x8xf32>, tensor<f32>
    %23 = ovl.clip_by_global_norm %3#11, %11 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %24 = ovl.clip_by_global_norm %3#12, %11 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %25 = ovl.clip_by_global_norm %3#13, %11 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %26 = ovl.clip_by_global_norm %5, %11 max_norm 1.000000e+00 : tensor<8x8xf32>, tensor<f32>
    %new_param, %new_exp_avg, %new_exp_avg_sq = ovl.adamw_update %arg0, %12, %arg15, %arg30 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_0, %new_exp_avg_1, %new_exp_avg_sq_2 = ovl.adamw_update %arg1, %13, %arg16, %arg31 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_3, %new_exp_avg_4, %new_exp_avg_sq_5 = ovl.adamw_update %arg2, %14, %arg17, %arg32 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {weight_decay = 1.000000e-02 : f64} : tensor<8x24xf32>
    %new_param_6, %new_exp_avg_7, %new_exp_avg_sq_8 = ovl.adamw_update %arg3, %15, %arg18, %arg33 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<24xf32>
    %new_param_9, %new_exp_avg_10, %new_exp_avg_sq_11 = ovl.adamw_update %arg4, %16, %arg19, %arg34 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {weight_decay = 1.000000e-02 : f64} : tensor<8x8xf32>
    %new_param_12, %new_exp_avg_13, %new_exp_avg_sq_14 = ovl.adamw_update %arg5, %17, %arg20, %arg35 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_15, %new_exp_avg_16, %new_exp_avg_sq_17 = ovl.adamw_update %arg6, %18, %arg21, %arg36 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_18, %new_exp_avg_19, %new_exp_avg_sq_20 = ovl.adamw_update %arg7, %19, %arg22, %arg37 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_21, %new_exp_avg_22, %new_exp_avg_sq_23 = ovl.adamw_update %arg8, %20, %arg23, %arg38 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {weight_decay = 1.000000e-02 : f64} : tensor<8x32xf32>
    %new_param_24, %new_exp_avg_25, %new_exp_avg_sq_26 = ovl.adamw_update %arg9, %21, %arg24, %arg39 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<32xf32>
    %new_param_27, %new_exp_avg_28, %new_exp_avg_sq_29 = ovl.adamw_update %arg10, %22, %arg25, %arg40 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {weight_decay = 1.000000e-02 : f64} : tensor<32x8xf32>
    %new_param_30, %new_exp_avg_31, %new_exp_avg_sq_32 = ovl.adamw_update %arg11, %23, %arg26, %arg41 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_33, %new_exp_avg_34, %new_exp_avg_sq_35 = ovl.adamw_update %arg12, %24, %arg27, %arg42 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_36, %new_exp_avg_37, %new_exp_avg_sq_38 = ovl.adamw_update %arg13, %25, %arg28, %arg43 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_39, %new_exp_avg_40, %new_exp_avg_sq_41 = ovl.adamw_update %arg14, %26, %arg29, %arg44 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {weight_decay = 1.000000e-02 : f64} : tensor<8x8xf32>
    return %new_param, %new_param_0, %new_param_3, %new_param_6, %new_param_9, %new_param_12, %new_param_15, %new_param_18, %new_param_21, %new_param_24, %new_param_27, %new_param_30, %new_param_33, %new_param_36, %new_param_39, %new_exp_avg, %new_exp_avg_1, %new_exp_avg_4, %new_exp_avg_7, %new_exp_avg_10, %new_exp_avg_13, %new_exp_avg_16, %new_exp_avg_19, %new_exp_avg_22, %new_exp_avg_25, %new_exp_avg_28, %new_exp_avg_31, %new_exp_avg_34, %new_exp_avg_37, %new_exp_avg_40, %new_exp_avg_sq, %new_exp_avg_sq_2, %new_exp_avg_sq_5, %new_exp_avg_sq_8, %new_exp_avg_sq_11, %new_exp_avg_sq_14, %new_exp_avg_sq_17, %new_exp_avg_sq_20, %new_exp_avg_sq_23, %new_exp_avg_sq_26, %new_exp_avg_sq_29, %new_exp_avg_sq_32, %new_exp_avg_sq_35, %new_exp_avg_sq_38, %new_exp_avg_sq_41 : tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32>
  }
}

