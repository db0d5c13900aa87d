// ovl-gen gpt --hidden-size 8 --num-attention-heads 2 --seq-length 4 --micro-batch-size 1 --num-microbatches 2 --vocab-size 8 --make-vocab-size-divisible-by 1 --num-layers 1 --tensor-model-parallel-size 2 --hidden-dropout 0.1 --attention-dropout 0.1
module {
  ovl.mesh @mesh axes [pp = 1 : pipeline, dp = 1 : data, tp = 2 : tensor]
  ovl.pipeline @pipeline over pp stages [@stage0] microbatches 2
  func.func @stage0(%arg0: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight", global [8, 8], shard 0 over tp, init normal(2.000000e-02)>}, %arg1: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.position_embeddings.weight", global [4, 8], init normal(2.000000e-02)>}, %arg2: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.weight", global [8], init ones>}, %arg3: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.bias", global [8], init zeros>}, %arg4: tensor<8x12xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.weight", global [8, 24], shard 1 over tp, init normal(2.000000e-02)>}, %arg5: tensor<12xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.bias", global [24], shard 0 over tp, init zeros>}, %arg6: tensor<4x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.weight", global [8, 8], shard 0 over tp, init normal(0.014142135623730949)>}, %arg7: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.bias", global [8], init zeros>}, %arg8: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.weight", global [8], init ones>}, %arg9: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.bias", global [8], init zeros>}, %arg10: tensor<8x16xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.weight", global [8, 32], shard 1 over tp, init normal(2.000000e-02)>}, %arg11: tensor<16xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.bias", global [32], shard 0 over tp, init zeros>}, %arg12: tensor<16x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.weight", global [32, 8], shard 0 over tp, init normal(0.014142135623730949)>}, %arg13: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.bias", global [8], init zeros>}, %arg14: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.weight", global [8], init ones>}, %arg15: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.bias", global [8], init zeros>}, %arg16: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight.exp_avg", global [8, 8], shard 0 over tp, init zeros>}, %arg17: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.position_embeddings.weight.exp_avg", global [4, 8], init zeros>}, %arg18: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.weight.exp_avg", global [8], init zeros>}, %arg19: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.bias.exp_avg", global [8], init zeros>}, %arg20: tensor<8x12xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.weight.exp_avg", global [8, 24], shard 1 over tp, init zeros>}, %arg21: tensor<12xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.bias.exp_avg", global [24], shard 0 over tp, init zeros>}, %arg22: tensor<4x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.weight.exp_avg", global [8, 8], shard 0 over tp, init zeros>}, %arg23: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.bias.exp_avg", global [8], init zeros>}, %arg24: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.weight.exp_avg", global [8], init zeros>}, %arg25: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.bias.exp_avg", global [8], init zeros>}, %arg26: tensor<8x16xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.weight.exp_avg", global [8, 32], shard 1 over tp, init zeros>}, %arg27: tensor<16xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.bias.exp_avg", global [32], shard 0 over tp, init zeros>}, %arg28: tensor<16x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.weight.exp_avg", global [32, 8], shard 0 over tp, init zeros>}, %arg29: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.bias.exp_avg", global [8], init zeros>}, %arg30: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.weight.exp_avg", global [8], init zeros>}, %arg31: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.bias.exp_avg", global [8], init zeros>}, %arg32: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight.exp_avg_sq", global [8, 8], shard 0 over tp, init zeros>}, %arg33: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.position_embeddings.weight.exp_avg_sq", global [4, 8], init zeros>}, %arg34: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.weight.exp_avg_sq", global [8], init zeros>}, %arg35: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.bias.exp_avg_sq", global [8], init zeros>}, %arg36: tensor<8x12xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.weight.exp_avg_sq", global [8, 24], shard 1 over tp, init zeros>}, %arg37: tensor<12xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.bias.exp_avg_sq", global [24], shard 0 over tp, init zeros>}, %arg38: tensor<4x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.weight.exp_avg_sq", global [8, 8], shard 0 over tp, init zeros>}, %arg39: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.bias.exp_avg_sq", global [8], init zeros>}, %arg40: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.weight.exp_avg_sq", global [8], init zeros>}, %arg41: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.bias.exp_avg_sq", global [8], init zeros>}, %arg42: tensor<8x16xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.weight.exp_avg_sq", global [8, 32], shard 1 over tp, init zeros>}, %arg43: tensor<16xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.bias.exp_avg_sq", global [32], shard 0 over tp, init zeros>}, %arg44: tensor<16x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.weight.exp_avg_sq", global [32, 8], shard 0 over tp, init zeros>}, %arg45: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.bias.exp_avg_sq", global [8], init zeros>}, %arg46: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.weight.exp_avg_sq", global [8], init zeros>}, %arg47: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.bias.exp_avg_sq", global [8], init zeros>}) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) attributes {ovl.stage = 0 : i64} {
    %0:22 = ovl.job forward microbatch 0 -> tensor<1x4xi32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32> {
      %28 = ovl.load_batch tokens microbatch 0 vocab 8 : tensor<1x4xi32>
      %29 = ovl.embedding %28, %arg0 vocab_parallel over [tp] : (tensor<1x4xi32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
      %30 = ovl.all_reduce sum %29 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %31 = ovl.add %30, %arg1 : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
      %32 = ovl.dropout %31 ratio 1.000000e-01 seed 0 : tensor<1x4x8xf32>
      %result, %mean, %rstd = ovl.layer_norm %32, %arg2, %arg3 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %33 = ovl.linear column %result, %arg4, %arg5 : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<12xf32>) -> tensor<1x4x12xf32>
      %result_45, %logsumexp = ovl.attention %33 heads 1 causal dropout 1.000000e-01 seed 6 over [tp] : (tensor<1x4x12xf32>) -> (tensor<1x4x4xf32>, tensor<1x1x4xf32>)
      %34 = ovl.linear row %result_45, %arg6 : (tensor<1x4x4xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
      %35 = ovl.all_reduce sum %34 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %36 = ovl.add %35, %arg7 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %37 = ovl.dropout %36 ratio 1.000000e-01 seed 1 : tensor<1x4x8xf32>
      %38 = ovl.add %32, %37 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %result_46, %mean_47, %rstd_48 = ovl.layer_norm %38, %arg8, %arg9 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %39 = ovl.linear column %result_46, %arg10, %arg11 : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<16xf32>) -> tensor<1x4x16xf32>
      %40 = ovl.gelu %39 : tensor<1x4x16xf32>
      %41 = ovl.linear row %40, %arg12 : (tensor<1x4x16xf32>, tensor<16x8xf32>) -> tensor<1x4x8xf32>
      %42 = ovl.all_reduce sum %41 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %43 = ovl.add %42, %arg13 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %44 = ovl.dropout %43 ratio 1.000000e-01 seed 2 : tensor<1x4x8xf32>
      %45 = ovl.add %38, %44 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %result_49, %mean_50, %rstd_51 = ovl.layer_norm %45, %arg14, %arg15 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %46 = ovl.linear column %result_49, %arg0 transpose_weight : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x4xf32>
      %47 = ovl.cross_entropy_max %46 : (tensor<1x4x4xf32>) -> tensor<1x4xf32>
      %48 = ovl.all_reduce max %47 over [tp] : tensor<1x4xf32> -> tensor<1x4xf32>
      %49 = ovl.load_batch labels microbatch 0 vocab 8 : tensor<1x4xi32>
      %50 = ovl.cross_entropy_stats %46, %48, %49 vocab_parallel over [tp] : (tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4xi32>) -> tensor<1x4x2xf32>
      %51 = ovl.all_reduce sum %50 over [tp] : tensor<1x4x2xf32> -> tensor<1x4x2xf32>
      %52 = ovl.cross_entropy_loss %51 : (tensor<1x4x2xf32>) -> tensor<f32>
      ovl.log_loss %52 : tensor<f32>
      ovl.yield %28, %32, %result, %mean, %rstd, %33, %result_45, %logsumexp, %38, %result_46, %mean_47, %rstd_48, %39, %40, %45, %result_49, %mean_50, %rstd_51, %46, %48, %51, %49 : tensor<1x4xi32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32>
    }
    %1:16 = ovl.job backward microbatch 0 -> tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32> {
      %28 = ovl.cross_entropy_grad %0#18, %0#19, %0#20, %0#21 vocab_parallel over [tp] scale 1.250000e-01 : (tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32>) -> tensor<1x4x4xf32>
      %input_grad, %weight_grad = ovl.matmul_grad column %0#15, %arg0, %28 transpose_weight : (tensor<1x4x8xf32>, tensor<4x8xf32>, tensor<1x4x4xf32>) -> (tensor<1x4x8xf32>, tensor<4x8xf32>)
      %29 = ovl.all_reduce sum %input_grad over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %input_grad_45, %gamma_grad, %beta_grad = ovl.layer_norm_grad %0#14, %arg14, %0#16, %0#17, %29 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %30 = ovl.dropout %input_grad_45 ratio 1.000000e-01 seed 2 : tensor<1x4x8xf32>
      %31 = ovl.bias_grad %30 : (tensor<1x4x8xf32>) -> tensor<8xf32>
      %input_grad_46, %weight_grad_47 = ovl.matmul_grad row %0#13, %arg12, %30 : (tensor<1x4x16xf32>, tensor<16x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x16xf32>, tensor<16x8xf32>)
      %32 = ovl.gelu_grad %0#12, %input_grad_46 : tensor<1x4x16xf32>
      %33 = ovl.bias_grad %32 : (tensor<1x4x16xf32>) -> tensor<16xf32>
      %input_grad_48, %weight_grad_49 = ovl.matmul_grad column %0#9, %arg10, %32 : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<1x4x16xf32>) -> (tensor<1x4x8xf32>, tensor<8x16xf32>)
      %34 = ovl.all_reduce sum %input_grad_48 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %input_grad_50, %gamma_grad_51, %beta_grad_52 = ovl.layer_norm_grad %0#8, %arg8, %0#10, %0#11, %34 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %35 = ovl.add %input_grad_45, %input_grad_50 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %36 = ovl.dropout %35 ratio 1.000000e-01 seed 1 : tensor<1x4x8xf32>
      %37 = ovl.bias_grad %36 : (tensor<1x4x8xf32>) -> tensor<8xf32>
      %input_grad_53, %weight_grad_54 = ovl.matmul_grad row %0#6, %arg6, %36 : (tensor<1x4x4xf32>, tensor<4x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x4xf32>, tensor<4x8xf32>)
      %38 = ovl.attention_grad %0#5, %0#6, %0#7, %input_grad_53 heads 1 causal dropout 1.000000e-01 seed 6 over [tp] : (tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x12xf32>
      %39 = ovl.bias_grad %38 : (tensor<1x4x12xf32>) -> tensor<12xf32>
      %input_grad_55, %weight_grad_56 = ovl.matmul_grad column %0#2, %arg4, %38 : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<1x4x12xf32>) -> (tensor<1x4x8xf32>, tensor<8x12xf32>)
      %40 = ovl.all_reduce sum %input_grad_55 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %input_grad_57, %gamma_grad_58, %beta_grad_59 = ovl.layer_norm_grad %0#1, %arg2, %0#3, %0#4, %40 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %41 = ovl.add %35, %input_grad_57 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %42 = ovl.dropout %41 ratio 1.000000e-01 seed 0 : tensor<1x4x8xf32>
      %43 = ovl.bias_grad %42 : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
      %44 = ovl.embedding_grad %0#0, %42 vocab_parallel over [tp] : (tensor<1x4xi32>, tensor<1x4x8xf32>) -> tensor<4x8xf32>
      %45 = ovl.add %weight_grad, %44 : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      ovl.yield %45, %43, %gamma_grad_58, %beta_grad_59, %weight_grad_56, %39, %weight_grad_54, %37, %gamma_grad_51, %beta_grad_52, %weight_grad_49, %33, %weight_grad_47, %31, %gamma_grad, %beta_grad : tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
    }
    %2:22 = ovl.job forward microbatch 1 -> tensor<1x4xi32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32> {
      %28 = ovl.load_batch tokens microbatch 1 vocab 8 : tensor<1x4xi32>
      %29 = ovl.embedding %28, %arg0 vocab_parallel over [tp] : (tensor<1x4xi32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
      %30 = ovl.all_reduce sum %29 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %31 = ovl.add %30, %arg1 : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
      %32 = ovl.dropout %31 ratio 1.000000e-01 seed 3 : tensor<1x4x8xf32>
      %result, %mean, %rstd = ovl.layer_norm %32, %arg2, %arg3 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %33 = ovl.linear column %result, %arg4, %arg5 : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<12xf32>) -> tensor<1x4x12xf32>
      %result_45, %logsumexp = ovl.attention %33 heads 1 causal dropout 1.000000e-01 seed 7 over [tp] : (tensor<1x4x12xf32>) -> (tensor<1x4x4xf32>, tensor<1x1x4xf32>)
      %34 = ovl.linear row %result_45, %arg6 : (tensor<1x4x4xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
      %35 = ovl.all_reduce sum %34 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %36 = ovl.add %35, %arg7 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %37 = ovl.dropout %36 ratio 1.000000e-01 seed 4 : tensor<1x4x8xf32>
      %38 = ovl.add %32, %37 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %result_46, %mean_47, %rstd_48 = ovl.layer_norm %38, %arg8, %arg9 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %39 = ovl.linear column %result_46, %arg10, %arg11 : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<16xf32>) -> tensor<1x4x16xf32>
      %40 = ovl.gelu %39 : tensor<1x4x16xf32>
      %41 = ovl.linear row %40, %arg12 : (tensor<1x4x16xf32>, tensor<16x8xf32>) -> tensor<1x4x8xf32>
      %42 = ovl.all_reduce sum %41 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %43 = ovl.add %42, %arg13 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %44 = ovl.dropout %43 ratio 1.000000e-01 seed 5 : tensor<1x4x8xf32>
      %45 = ovl.add %38, %44 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %result_49, %mean_50, %rstd_51 = ovl.layer_norm %45, %arg14, %arg15 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %46 = ovl.linear column %result_49, %arg0 transpose_weight : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x4xf32>
      %47 = ovl.cross_entropy_max %46 : (tensor<1x4x4xf32>) -> tensor<1x4xf32>
      %48 = ovl.all_reduce max %47 over [tp] : tensor<1x4xf32> -> tensor<1x4xf32>
      %49 = ovl.load_batch labels microbatch 1 vocab 8 : tensor<1x4xi32>
      %50 = ovl.cross_entropy_stats %46, %48, %49 vocab_parallel over [tp] : (tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4xi32>) -> tensor<1x4x2xf32>
      %51 = ovl.all_reduce sum %50 over [tp] : tensor<1x4x2xf32> -> tensor<1x4x2xf32>
      %52 = ovl.cross_entropy_loss %51 : (tensor<1x4x2xf32>) -> tensor<f32>
      ovl.log_loss %52 : tensor<f32>
      ovl.yield %28, %32, %result, %mean, %rstd, %33, %result_45, %logsumexp, %38, %result_46, %mean_47, %rstd_48, %39, %40, %45, %result_49, %mean_50, %rstd_51, %46, %48, %51, %49 : tensor<1x4xi32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32>
    }
    %3:16 = ovl.job backward microbatch 1 -> tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32> {
      %28 = ovl.cross_entropy_grad %2#18, %2#19, %2#20, %2#21 vocab_parallel over [tp] scale 1.250000e-01 : (tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32>) -> tensor<1x4x4xf32>
      %input_grad, %weight_grad = ovl.matmul_grad column %2#15, %arg0, %28 transpose_weight : (tensor<1x4x8xf32>, tensor<4x8xf32>, tensor<1x4x4xf32>) -> (tensor<1x4x8xf32>, tensor<4x8xf32>)
      %29 = ovl.all_reduce sum %input_grad over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %30 = ovl.add %1#0, %weight_grad : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      %input_grad_45, %gamma_grad, %beta_grad = ovl.layer_norm_grad %2#14, %arg14, %2#16, %2#17, %29 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %31 = ovl.add %1#14, %gamma_grad : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %32 = ovl.add %1#15, %beta_grad : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %33 = ovl.dropout %input_grad_45 ratio 1.000000e-01 seed 5 : tensor<1x4x8xf32>
      %34 = ovl.bias_grad %33 : (tensor<1x4x8xf32>) -> tensor<8xf32>
      %35 = ovl.add %1#13, %34 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %input_grad_46, %weight_grad_47 = ovl.matmul_grad row %2#13, %arg12, %33 : (tensor<1x4x16xf32>, tensor<16x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x16xf32>, tensor<16x8xf32>)
      %36 = ovl.add %1#12, %weight_grad_47 : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
      %37 = ovl.gelu_grad %2#12, %input_grad_46 : tensor<1x4x16xf32>
      %38 = ovl.bias_grad %37 : (tensor<1x4x16xf32>) -> tensor<16xf32>
      %39 = ovl.add %1#11, %38 : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %input_grad_48, %weight_grad_49 = ovl.matmul_grad column %2#9, %arg10, %37 : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<1x4x16xf32>) -> (tensor<1x4x8xf32>, tensor<8x16xf32>)
      %40 = ovl.all_reduce sum %input_grad_48 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %41 = ovl.add %1#10, %weight_grad_49 : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
      %input_grad_50, %gamma_grad_51, %beta_grad_52 = ovl.layer_norm_grad %2#8, %arg8, %2#10, %2#11, %40 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %42 = ovl.add %1#8, %gamma_grad_51 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %43 = ovl.add %1#9, %beta_grad_52 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %44 = ovl.add %input_grad_45, %input_grad_50 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %45 = ovl.dropout %44 ratio 1.000000e-01 seed 4 : tensor<1x4x8xf32>
      %46 = ovl.bias_grad %45 : (tensor<1x4x8xf32>) -> tensor<8xf32>
      %47 = ovl.add %1#7, %46 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %input_grad_53, %weight_grad_54 = ovl.matmul_grad row %2#6, %arg6, %45 : (tensor<1x4x4xf32>, tensor<4x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x4xf32>, tensor<4x8xf32>)
      %48 = ovl.add %1#6, %weight_grad_54 : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      %49 = ovl.attention_grad %2#5, %2#6, %2#7, %input_grad_53 heads 1 causal dropout 1.000000e-01 seed 7 over [tp] : (tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x12xf32>
      %50 = ovl.bias_grad %49 : (tensor<1x4x12xf32>) -> tensor<12xf32>
      %51 = ovl.add %1#5, %50 : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
      %input_grad_55, %weight_grad_56 = ovl.matmul_grad column %2#2, %arg4, %49 : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<1x4x12xf32>) -> (tensor<1x4x8xf32>, tensor<8x12xf32>)
      %52 = ovl.all_reduce sum %input_grad_55 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %53 = ovl.add %1#4, %weight_grad_56 : (tensor<8x12xf32>, tensor<8x12xf32>) -> tensor<8x12xf32>
      %input_grad_57, %gamma_grad_58, %beta_grad_59 = ovl.layer_norm_grad %2#1, %arg2, %2#3, %2#4, %52 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %54 = ovl.add %1#2, %gamma_grad_58 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %55 = ovl.add %1#3, %beta_grad_59 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %56 = ovl.add %44, %input_grad_57 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %57 = ovl.dropout %56 ratio 1.000000e-01 seed 3 : tensor<1x4x8xf32>
      %58 = ovl.bias_grad %57 : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
      %59 = ovl.add %1#1, %58 : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      %60 = ovl.embedding_grad %2#0, %57 vocab_parallel over [tp] : (tensor<1x4xi32>, tensor<1x4x8xf32>) -> tensor<4x8xf32>
      %61 = ovl.add %30, %60 : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      ovl.yield %61, %59, %54, %55, %53, %51, %48, %47, %42, %43, %41, %39, %36, %35, %31, %32 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
    }
    %4 = ovl.sum_squares %3#12, %3#11, %3#10, %3#6, %3#5, %3#4 : tensor<16x8xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<4x8xf32>, tensor<12xf32>, tensor<8x12xf32> -> tensor<f32>
    %5 = ovl.sum_squares %3#0 : tensor<4x8xf32> -> tensor<f32>
    %6 = ovl.add %4, %5 : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %7 = ovl.all_reduce sum %6 over [tp] : tensor<f32> -> tensor<f32>
    %8 = ovl.sum_squares %3#14, %3#15, %3#13, %3#8, %3#9, %3#7 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32> -> tensor<f32>
    %9 = ovl.sum_squares %3#2, %3#3, %3#1 : tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32> -> tensor<f32>
    %10 = ovl.add %8, %9 : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %11 = ovl.add %7, %10 : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %12 = ovl.clip_by_global_norm %3#0, %11 max_norm 1.000000e+00 : tensor<4x8xf32>, tensor<f32>
    %13 = ovl.clip_by_global_norm %3#1, %11 max_norm 1.000000e+00 : tensor<4x8xf32>, tensor<f32>
    %14 = ovl.clip_by_global_norm %3#2, %11 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %15 = ovl.clip_by_global_norm %3#3, %11 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %16 = ovl.clip_by_global_norm %3#4, %11 max_norm 1.000000e+00 : tensor<8x12xf32>, tensor<f32>
    %17 = ovl.clip_by_global_norm %3#5, %11 max_norm 1.000000e+00 : tensor<12xf32>, tensor<f32>
    %18 = ovl.clip_by_global_norm %3#6, %11 max_norm 1.000000e+00 : tensor<4x8xf32>, tensor<f32>
    %19 = ovl.clip_by_global_norm %3#7, %11 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %20 = ovl.clip_by_global_norm %3#8, %11 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %21 = ovl.clip_by_global_norm %3#9, %11 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %22 = ovl.clip_by_global_norm %3#10, %11 max_norm 1.000000e+00 : tensor<8x16xf32>, tensor<f32>
    %23 = ovl.clip_by_global_norm %3#11, %11 max_norm 1.000000e+00 : tensor<16xf32>, tensor<f32>
    %24 = ovl.clip_by_global_norm %3#12, %11 max_norm 1.000000e+00 : tensor<16x8xf32>, tensor<f32>
    %25 = ovl.clip_by_global_norm %3#13, %11 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %26 = ovl.clip_by_global_norm %3#14, %11 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %27 = ovl.clip_by_global_norm %3#15, %11 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %new_param, %new_exp_avg, %new_exp_avg_sq = ovl.adamw_update %arg0, %12, %arg16, %arg32 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {weight_decay = 1.000000e-02 : f64} : tensor<4x8xf32>
    %new_param_0, %new_exp_avg_1, %new_exp_avg_sq_2 = ovl.adamw_update %arg1, %13, %arg17, %arg33 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {weight_decay = 1.000000e-02 : f64} : tensor<4x8xf32>
    %new_param_3, %new_exp_avg_4, %new_exp_avg_sq_5 = ovl.adamw_update %arg2, %14, %arg18, %arg34 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_6, %new_exp_avg_7, %new_exp_avg_sq_8 = ovl.adamw_update %arg3, %15, %arg19, %arg35 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_9, %new_exp_avg_10, %new_exp_avg_sq_11 = ovl.adamw_update %arg4, %16, %arg20, %arg36 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {weight_decay = 1.000000e-02 : f64} : tensor<8x12xf32>
    %new_param_12, %new_exp_avg_13, %new_exp_avg_sq_14 = ovl.adamw_update %arg5, %17, %arg21, %arg37 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<12xf32>
    %new_param_15, %new_exp_avg_16, %new_exp_avg_sq_17 = ovl.adamw_update %arg6, %18, %arg22, %arg38 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {weight_decay = 1.000000e-02 : f64} : tensor<4x8xf32>
    %new_param_18, %new_exp_avg_19, %new_exp_avg_sq_20 = ovl.adamw_update %arg7, %19, %arg23, %arg39 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_21, %new_exp_avg_22, %new_exp_avg_sq_23 = ovl.adamw_update %arg8, %20, %arg24, %arg40 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_24, %new_exp_avg_25, %new_exp_avg_sq_26 = ovl.adamw_update %arg9, %21, %arg25, %arg41 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_27, %new_exp_avg_28, %new_exp_avg_sq_29 = ovl.adamw_update %arg10, %22, %arg26, %arg42 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {weight_decay = 1.000000e-02 : f64} : tensor<8x16xf32>
    %new_param_30, %new_exp_avg_31, %new_exp_avg_sq_32 = ovl.adamw_update %arg11, %23, %arg27, %arg43 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<16xf32>
    %new_param_33, %new_exp_avg_34, %new_exp_avg_sq_35 = ovl.adamw_update %arg12, %24, %arg28, %arg44 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {weight_decay = 1.000000e-02 : f64} : tensor<16x8xf32>
    %new_param_36, %new_exp_avg_37, %new_exp_avg_sq_38 = ovl.adamw_update %arg13, %25, %arg29, %arg45 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_39, %new_exp_avg_40, %new_exp_avg_sq_41 = ovl.adamw_update %arg14, %26, %arg30, %arg46 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_42, %new_exp_avg_43, %new_exp_avg_sq_44 = ovl.adamw_update %arg15, %27, %arg31, %arg47 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    return %new_param, %new_param_0, %new_param_3, %new_param_6, %new_param_9, %new_param_12, %new_param_15, %new_param_18, %new_param_21, %new_param_24, %new_param_27, %new_param_30, %new_param_33, %new_param_36, %new_param_39, %new_param_42, %new_exp_avg, %new_exp_avg_1, %new_exp_avg_4, %new_exp_avg_7, %new_exp_avg_10, %new_exp_avg_13, %new_exp_avg_16, %new_exp_avg_19, %new_exp_avg_22, %new_exp_avg_25, %new_exp_avg_28, %new_exp_avg_31, %new_exp_avg_34, %new_exp_avg_37, %new_exp_avg_40, %new_exp_avg_43, %new_exp_avg_sq, %new_exp_avg_sq_2, %new_exp_avg_sq_5, %new_exp_avg_sq_8, %new_exp_avg_sq_11, %new_exp_avg_sq_14, %new_exp_avg_sq_17, %new_exp_avg_sq_20, %new_exp_avg_sq_23, %new_exp_avg_sq_26, %new_exp_avg_sq_29, %new_exp_avg_sq_32, %new_exp_avg_sq_35, %new_exp_avg_sq_38, %new_exp_avg_sq_41, %new_exp_avg_sq_44 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
  }
}

