// ovl-gen gpt --hidden-size 8 --num-attention-heads 2 --seq-length 4 --micro-batch-size 1 --num-microbatches 2 --vocab-size 8 --make-vocab-size-divisible-by 1 --num-layers 2 --tensor-model-parallel-size 2 --pipeline-model-parallel-size 2 --data-parallel-size 2
module {
  ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 2 : data, tp = 2 : tensor]
  ovl.pipeline @pipeline over pp stages [@stage0, @stage1] microbatches 2
  func.func @stage0(%arg0: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight", global [8, 8], shard 0 over tp, init normal(2.000000e-02)>}, %arg1: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.position_embeddings.weight", global [4, 8], init normal(2.000000e-02)>}, %arg2: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.weight", global [8], init ones>}, %arg3: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.bias", global [8], init zeros>}, %arg4: tensor<8x12xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.weight", global [8, 24], shard 1 over tp, init normal(2.000000e-02)>}, %arg5: tensor<12xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.bias", global [24], shard 0 over tp, init zeros>}, %arg6: tensor<4x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.weight", global [8, 8], shard 0 over tp, init normal(1.000000e-02)>}, %arg7: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.bias", global [8], init zeros>}, %arg8: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.weight", global [8], init ones>}, %arg9: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.bias", global [8], init zeros>}, %arg10: tensor<8x16xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.weight", global [8, 32], shard 1 over tp, init normal(2.000000e-02)>}, %arg11: tensor<16xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.bias", global [32], shard 0 over tp, init zeros>}, %arg12: tensor<16x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.weight", global [32, 8], shard 0 over tp, init normal(1.000000e-02)>}, %arg13: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.bias", global [8], init zeros>}, %arg14: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight.exp_avg", global [8, 8], shard 0 over tp, init zeros>}, %arg15: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.position_embeddings.weight.exp_avg", global [4, 8], init zeros>}, %arg16: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.weight.exp_avg", global [8], init zeros>}, %arg17: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.bias.exp_avg", global [8], init zeros>}, %arg18: tensor<8x12xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.weight.exp_avg", global [8, 24], shard 1 over tp, init zeros>}, %arg19: tensor<12xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.bias.exp_avg", global [24], shard 0 over tp, init zeros>}, %arg20: tensor<4x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.weight.exp_avg", global [8, 8], shard 0 over tp, init zeros>}, %arg21: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.bias.exp_avg", global [8], init zeros>}, %arg22: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.weight.exp_avg", global [8], init zeros>}, %arg23: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.bias.exp_avg", global [8], init zeros>}, %arg24: tensor<8x16xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.weight.exp_avg", global [8, 32], shard 1 over tp, init zeros>}, %arg25: tensor<16xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.bias.exp_avg", global [32], shard 0 over tp, init zeros>}, %arg26: tensor<16x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.weight.exp_avg", global [32, 8], shard 0 over tp, init zeros>}, %arg27: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.bias.exp_avg", global [8], init zeros>}, %arg28: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight.exp_avg_sq", global [8, 8], shard 0 over tp, init zeros>}, %arg29: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.position_embeddings.weight.exp_avg_sq", global [4, 8], init zeros>}, %arg30: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.weight.exp_avg_sq", global [8], init zeros>}, %arg31: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.bias.exp_avg_sq", global [8], init zeros>}, %arg32: tensor<8x12xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.weight.exp_avg_sq", global [8, 24], shard 1 over tp, init zeros>}, %arg33: tensor<12xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.bias.exp_avg_sq", global [24], shard 0 over tp, init zeros>}, %arg34: tensor<4x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.weight.exp_avg_sq", global [8, 8], shard 0 over tp, init zeros>}, %arg35: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.bias.exp_avg_sq", global [8], init zeros>}, %arg36: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.weight.exp_avg_sq", global [8], init zeros>}, %arg37: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.bias.exp_avg_sq", global [8], init zeros>}, %arg38: tensor<8x16xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.weight.exp_avg_sq", global [8, 32], shard 1 over tp, init zeros>}, %arg39: tensor<16xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.bias.exp_avg_sq", global [32], shard 0 over tp, init zeros>}, %arg40: tensor<16x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.weight.exp_avg_sq", global [32, 8], shard 0 over tp, init zeros>}, %arg41: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.bias.exp_avg_sq", global [8], init zeros>}) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>) attributes {ovl.stage = 0 : i64} {
    %0:14 = ovl.job forward microbatch 0 -> tensor<1x4xi32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32> {
      %43 = ovl.load_batch tokens microbatch 0 vocab 8 : tensor<1x4xi32>
      %44 = ovl.embedding %43, %arg0 vocab_parallel over [tp] : (tensor<1x4xi32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
      %45 = ovl.all_reduce sum %44 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %46 = ovl.add %45, %arg1 : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
      %result, %mean, %rstd = ovl.layer_norm %46, %arg2, %arg3 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %47 = ovl.linear column %result, %arg4, %arg5 : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<12xf32>) -> tensor<1x4x12xf32>
      %result_39, %logsumexp = ovl.attention %47 heads 1 causal : (tensor<1x4x12xf32>) -> (tensor<1x4x4xf32>, tensor<1x1x4xf32>)
      %48 = ovl.linear row %result_39, %arg6 : (tensor<1x4x4xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
      %49 = ovl.all_reduce sum %48 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %50 = ovl.add %49, %arg7 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %51 = ovl.add %46, %50 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %result_40, %mean_41, %rstd_42 = ovl.layer_norm %51, %arg8, %arg9 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %52 = ovl.linear column %result_40, %arg10, %arg11 : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<16xf32>) -> tensor<1x4x16xf32>
      %53 = ovl.gelu %52 : tensor<1x4x16xf32>
      %54 = ovl.linear row %53, %arg12 : (tensor<1x4x16xf32>, tensor<16x8xf32>) -> tensor<1x4x8xf32>
      %55 = ovl.all_reduce sum %54 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %56 = ovl.add %55, %arg13 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %57 = ovl.add %51, %56 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %collapsed = tensor.collapse_shape %57 [[0, 1], [2]] : tensor<1x4x8xf32> into tensor<4x8xf32>
      %58 = ovl.local_shard %collapsed over [tp] : tensor<4x8xf32> -> tensor<2x8xf32>
      ovl.send %58 to pp = 1 : tensor<2x8xf32>
      ovl.yield %43, %46, %result, %mean, %rstd, %47, %result_39, %logsumexp, %51, %result_40, %mean_41, %rstd_42, %52, %53 : tensor<1x4xi32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>
    }
    %1:14 = ovl.job forward microbatch 1 -> tensor<1x4xi32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32> {
      %43 = ovl.load_batch tokens microbatch 1 vocab 8 : tensor<1x4xi32>
      %44 = ovl.embedding %43, %arg0 vocab_parallel over [tp] : (tensor<1x4xi32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
      %45 = ovl.all_reduce sum %44 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %46 = ovl.add %45, %arg1 : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
      %result, %mean, %rstd = ovl.layer_norm %46, %arg2, %arg3 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %47 = ovl.linear column %result, %arg4, %arg5 : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<12xf32>) -> tensor<1x4x12xf32>
      %result_39, %logsumexp = ovl.attention %47 heads 1 causal : (tensor<1x4x12xf32>) -> (tensor<1x4x4xf32>, tensor<1x1x4xf32>)
      %48 = ovl.linear row %result_39, %arg6 : (tensor<1x4x4xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
      %49 = ovl.all_reduce sum %48 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %50 = ovl.add %49, %arg7 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %51 = ovl.add %46, %50 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %result_40, %mean_41, %rstd_42 = ovl.layer_norm %51, %arg8, %arg9 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %52 = ovl.linear column %result_40, %arg10, %arg11 : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<16xf32>) -> tensor<1x4x16xf32>
      %53 = ovl.gelu %52 : tensor<1x4x16xf32>
      %54 = ovl.linear row %53, %arg12 : (tensor<1x4x16xf32>, tensor<16x8xf32>) -> tensor<1x4x8xf32>
      %55 = ovl.all_reduce sum %54 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %56 = ovl.add %55, %arg13 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %57 = ovl.add %51, %56 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %collapsed = tensor.collapse_shape %57 [[0, 1], [2]] : tensor<1x4x8xf32> into tensor<4x8xf32>
      %58 = ovl.local_shard %collapsed over [tp] : tensor<4x8xf32> -> tensor<2x8xf32>
      ovl.send %58 to pp = 1 : tensor<2x8xf32>
      ovl.yield %43, %46, %result, %mean, %rstd, %47, %result_39, %logsumexp, %51, %result_40, %mean_41, %rstd_42, %52, %53 : tensor<1x4xi32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>
    }
    %2:14 = ovl.job backward microbatch 0 -> tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32> {
      %43 = ovl.recv from pp = 1 : tensor<2x8xf32>
      %44 = ovl.all_gather %43 over [tp] dim 0 : tensor<2x8xf32> -> tensor<4x8xf32>
      %expanded = tensor.expand_shape %44 [[0, 1], [2]] output_shape [1, 4, 8] : tensor<4x8xf32> into tensor<1x4x8xf32>
      %45 = ovl.bias_grad %expanded : (tensor<1x4x8xf32>) -> tensor<8xf32>
      %input_grad, %weight_grad = ovl.matmul_grad row %0#13, %arg12, %expanded : (tensor<1x4x16xf32>, tensor<16x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x16xf32>, tensor<16x8xf32>)
      %46 = ovl.gelu_grad %0#12, %input_grad : tensor<1x4x16xf32>
      %47 = ovl.bias_grad %46 : (tensor<1x4x16xf32>) -> tensor<16xf32>
      %input_grad_39, %weight_grad_40 = ovl.matmul_grad column %0#9, %arg10, %46 : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<1x4x16xf32>) -> (tensor<1x4x8xf32>, tensor<8x16xf32>)
      %48 = ovl.all_reduce sum %input_grad_39 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %input_grad_41, %gamma_grad, %beta_grad = ovl.layer_norm_grad %0#8, %arg8, %0#10, %0#11, %48 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %49 = ovl.add %expanded, %input_grad_41 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %50 = ovl.bias_grad %49 : (tensor<1x4x8xf32>) -> tensor<8xf32>
      %input_grad_42, %weight_grad_43 = ovl.matmul_grad row %0#6, %arg6, %49 : (tensor<1x4x4xf32>, tensor<4x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x4xf32>, tensor<4x8xf32>)
      %51 = ovl.attention_grad %0#5, %0#6, %0#7, %input_grad_42 heads 1 causal : (tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x12xf32>
      %52 = ovl.bias_grad %51 : (tensor<1x4x12xf32>) -> tensor<12xf32>
      %input_grad_44, %weight_grad_45 = ovl.matmul_grad column %0#2, %arg4, %51 : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<1x4x12xf32>) -> (tensor<1x4x8xf32>, tensor<8x12xf32>)
      %53 = ovl.all_reduce sum %input_grad_44 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %input_grad_46, %gamma_grad_47, %beta_grad_48 = ovl.layer_norm_grad %0#1, %arg2, %0#3, %0#4, %53 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %54 = ovl.add %49, %input_grad_46 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %55 = ovl.bias_grad %54 : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
      %56 = ovl.embedding_grad %0#0, %54 vocab_parallel over [tp] : (tensor<1x4xi32>, tensor<1x4x8xf32>) -> tensor<4x8xf32>
      ovl.yield %56, %55, %gamma_grad_47, %beta_grad_48, %weight_grad_45, %52, %weight_grad_43, %50, %gamma_grad, %beta_grad, %weight_grad_40, %47, %weight_grad, %45 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>
    }
    %3:14 = ovl.job backward microbatch 1 -> tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32> {
      %43 = ovl.recv from pp = 1 : tensor<2x8xf32>
      %44 = ovl.all_gather %43 over [tp] dim 0 : tensor<2x8xf32> -> tensor<4x8xf32>
      %expanded = tensor.expand_shape %44 [[0, 1], [2]] output_shape [1, 4, 8] : tensor<4x8xf32> into tensor<1x4x8xf32>
      %45 = ovl.bias_grad %expanded : (tensor<1x4x8xf32>) -> tensor<8xf32>
      %46 = ovl.add %2#13, %45 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %input_grad, %weight_grad = ovl.matmul_grad row %1#13, %arg12, %expanded : (tensor<1x4x16xf32>, tensor<16x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x16xf32>, tensor<16x8xf32>)
      %47 = ovl.add %2#12, %weight_grad : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
      %48 = ovl.gelu_grad %1#12, %input_grad : tensor<1x4x16xf32>
      %49 = ovl.bias_grad %48 : (tensor<1x4x16xf32>) -> tensor<16xf32>
      %50 = ovl.add %2#11, %49 : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %input_grad_39, %weight_grad_40 = ovl.matmul_grad column %1#9, %arg10, %48 : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<1x4x16xf32>) -> (tensor<1x4x8xf32>, tensor<8x16xf32>)
      %51 = ovl.all_reduce sum %input_grad_39 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %52 = ovl.add %2#10, %weight_grad_40 : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
      %input_grad_41, %gamma_grad, %beta_grad = ovl.layer_norm_grad %1#8, %arg8, %1#10, %1#11, %51 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %53 = ovl.add %2#8, %gamma_grad : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %54 = ovl.add %2#9, %beta_grad : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %55 = ovl.add %expanded, %input_grad_41 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %56 = ovl.bias_grad %55 : (tensor<1x4x8xf32>) -> tensor<8xf32>
      %57 = ovl.add %2#7, %56 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %input_grad_42, %weight_grad_43 = ovl.matmul_grad row %1#6, %arg6, %55 : (tensor<1x4x4xf32>, tensor<4x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x4xf32>, tensor<4x8xf32>)
      %58 = ovl.add %2#6, %weight_grad_43 : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      %59 = ovl.attention_grad %1#5, %1#6, %1#7, %input_grad_42 heads 1 causal : (tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x12xf32>
      %60 = ovl.bias_grad %59 : (tensor<1x4x12xf32>) -> tensor<12xf32>
      %61 = ovl.add %2#5, %60 : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
      %input_grad_44, %weight_grad_45 = ovl.matmul_grad column %1#2, %arg4, %59 : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<1x4x12xf32>) -> (tensor<1x4x8xf32>, tensor<8x12xf32>)
      %62 = ovl.all_reduce sum %input_grad_44 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %63 = ovl.add %2#4, %weight_grad_45 : (tensor<8x12xf32>, tensor<8x12xf32>) -> tensor<8x12xf32>
      %input_grad_46, %gamma_grad_47, %beta_grad_48 = ovl.layer_norm_grad %1#1, %arg2, %1#3, %1#4, %62 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %64 = ovl.add %2#2, %gamma_grad_47 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %65 = ovl.add %2#3, %beta_grad_48 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %66 = ovl.add %55, %input_grad_46 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %67 = ovl.bias_grad %66 : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
      %68 = ovl.add %2#1, %67 : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      %69 = ovl.embedding_grad %1#0, %66 vocab_parallel over [tp] : (tensor<1x4xi32>, tensor<1x4x8xf32>) -> tensor<4x8xf32>
      %70 = ovl.add %2#0, %69 : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      ovl.yield %70, %68, %64, %65, %63, %61, %58, %57, %53, %54, %52, %50, %47, %46 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>
    }
    ovl.send %3#0 to pp = 1 : tensor<4x8xf32>
    %4 = ovl.recv from pp = 1 : tensor<4x8xf32>
    %5 = ovl.add %3#0, %4 : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %6 = ovl.all_reduce sum %3#13 over [dp] : tensor<8xf32> -> tensor<8xf32>
    %7 = ovl.all_reduce sum %3#12 over [dp] : tensor<16x8xf32> -> tensor<16x8xf32>
    %8 = ovl.all_reduce sum %3#11 over [dp] : tensor<16xf32> -> tensor<16xf32>
    %9 = ovl.all_reduce sum %3#10 over [dp] : tensor<8x16xf32> -> tensor<8x16xf32>
    %10 = ovl.all_reduce sum %3#8 over [dp] : tensor<8xf32> -> tensor<8xf32>
    %11 = ovl.all_reduce sum %3#9 over [dp] : tensor<8xf32> -> tensor<8xf32>
    %12 = ovl.all_reduce sum %3#7 over [dp] : tensor<8xf32> -> tensor<8xf32>
    %13 = ovl.all_reduce sum %3#6 over [dp] : tensor<4x8xf32> -> tensor<4x8xf32>
    %14 = ovl.all_reduce sum %3#5 over [dp] : tensor<12xf32> -> tensor<12xf32>
    %15 = ovl.all_reduce sum %3#4 over [dp] : tensor<8x12xf32> -> tensor<8x12xf32>
    %16 = ovl.all_reduce sum %3#2 over [dp] : tensor<8xf32> -> tensor<8xf32>
    %17 = ovl.all_reduce sum %3#3 over [dp] : tensor<8xf32> -> tensor<8xf32>
    %18 = ovl.all_reduce sum %3#1 over [dp] : tensor<4x8xf32> -> tensor<4x8xf32>
    %19 = ovl.all_reduce sum %5 over [dp] : tensor<4x8xf32> -> tensor<4x8xf32>
    %20 = ovl.sum_squares %7, %8, %9, %13, %14, %15 : tensor<16x8xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<4x8xf32>, tensor<12xf32>, tensor<8x12xf32> -> tensor<f32>
    %21 = ovl.sum_squares %19 : tensor<4x8xf32> -> tensor<f32>
    %22 = ovl.add %20, %21 : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %23 = ovl.all_reduce sum %22 over [tp] : tensor<f32> -> tensor<f32>
    %24 = ovl.sum_squares %6, %10, %11, %12, %16, %17 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32> -> tensor<f32>
    %25 = ovl.sum_squares %18 : tensor<4x8xf32> -> tensor<f32>
    %26 = ovl.add %24, %25 : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %27 = ovl.add %23, %26 : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %28 = ovl.all_reduce sum %27 over [pp] : tensor<f32> -> tensor<f32>
    %29 = ovl.clip_by_global_norm %19, %28 max_norm 1.000000e+00 : tensor<4x8xf32>, tensor<f32>
    %30 = ovl.clip_by_global_norm %18, %28 max_norm 1.000000e+00 : tensor<4x8xf32>, tensor<f32>
    %31 = ovl.clip_by_global_norm %16, %28 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %32 = ovl.clip_by_global_norm %17, %28 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %33 = ovl.clip_by_global_norm %15, %28 max_norm 1.000000e+00 : tensor<8x12xf32>, tensor<f32>
    %34 = ovl.clip_by_global_norm %14, %28 max_norm 1.000000e+00 : tensor<12xf32>, tensor<f32>
    %35 = ovl.clip_by_global_norm %13, %28 max_norm 1.000000e+00 : tensor<4x8xf32>, tensor<f32>
    %36 = ovl.clip_by_global_norm %12, %28 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %37 = ovl.clip_by_global_norm %10, %28 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %38 = ovl.clip_by_global_norm %11, %28 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %39 = ovl.clip_by_global_norm %9, %28 max_norm 1.000000e+00 : tensor<8x16xf32>, tensor<f32>
    %40 = ovl.clip_by_global_norm %8, %28 max_norm 1.000000e+00 : tensor<16xf32>, tensor<f32>
    %41 = ovl.clip_by_global_norm %7, %28 max_norm 1.000000e+00 : tensor<16x8xf32>, tensor<f32>
    %42 = ovl.clip_by_global_norm %6, %28 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %new_param, %new_exp_avg, %new_exp_avg_sq = ovl.adamw_update %arg0, %29, %arg14, %arg28 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {weight_decay = 1.000000e-02 : f64} : tensor<4x8xf32>
    %new_param_0, %new_exp_avg_1, %new_exp_avg_sq_2 = ovl.adamw_update %arg1, %30, %arg15, %arg29 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {weight_decay = 1.000000e-02 : f64} : tensor<4x8xf32>
    %new_param_3, %new_exp_avg_4, %new_exp_avg_sq_5 = ovl.adamw_update %arg2, %31, %arg16, %arg30 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_6, %new_exp_avg_7, %new_exp_avg_sq_8 = ovl.adamw_update %arg3, %32, %arg17, %arg31 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_9, %new_exp_avg_10, %new_exp_avg_sq_11 = ovl.adamw_update %arg4, %33, %arg18, %arg32 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {weight_decay = 1.000000e-02 : f64} : tensor<8x12xf32>
    %new_param_12, %new_exp_avg_13, %new_exp_avg_sq_14 = ovl.adamw_update %arg5, %34, %arg19, %arg33 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<12xf32>
    %new_param_15, %new_exp_avg_16, %new_exp_avg_sq_17 = ovl.adamw_update %arg6, %35, %arg20, %arg34 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {weight_decay = 1.000000e-02 : f64} : tensor<4x8xf32>
    %new_param_18, %new_exp_avg_19, %new_exp_avg_sq_20 = ovl.adamw_update %arg7, %36, %arg21, %arg35 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_21, %new_exp_avg_22, %new_exp_avg_sq_23 = ovl.adamw_update %arg8, %37, %arg22, %arg36 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_24, %new_exp_avg_25, %new_exp_avg_sq_26 = ovl.adamw_update %arg9, %38, %arg23, %arg37 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_27, %new_exp_avg_28, %new_exp_avg_sq_29 = ovl.adamw_update %arg10, %39, %arg24, %arg38 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {weight_decay = 1.000000e-02 : f64} : tensor<8x16xf32>
    %new_param_30, %new_exp_avg_31, %new_exp_avg_sq_32 = ovl.adamw_update %arg11, %40, %arg25, %arg39 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<16xf32>
    %new_param_33, %new_exp_avg_34, %new_exp_avg_sq_35 = ovl.adamw_update %arg12, %41, %arg26, %arg40 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {weight_decay = 1.000000e-02 : f64} : tensor<16x8xf32>
    %new_param_36, %new_exp_avg_37, %new_exp_avg_sq_38 = ovl.adamw_update %arg13, %42, %arg27, %arg41 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    return %new_param, %new_param_0, %new_param_3, %new_param_6, %new_param_9, %new_param_12, %new_param_15, %new_param_18, %new_param_21, %new_param_24, %new_param_27, %new_param_30, %new_param_33, %new_param_36, %new_exp_avg, %new_exp_avg_1, %new_exp_avg_4, %new_exp_avg_7, %new_exp_avg_10, %new_exp_avg_13, %new_exp_avg_16, %new_exp_avg_19, %new_exp_avg_22, %new_exp_avg_25, %new_exp_avg_28, %new_exp_avg_31, %new_exp_avg_34, %new_exp_avg_37, %new_exp_avg_sq, %new_exp_avg_sq_2, %new_exp_avg_sq_5, %new_exp_avg_sq_8, %new_exp_avg_sq_11, %new_exp_avg_sq_14, %new_exp_avg_sq_17, %new_exp_avg_sq_20, %new_exp_avg_sq_23, %new_exp_avg_sq_26, %new_exp_avg_sq_29, %new_exp_avg_sq_32, %new_exp_avg_sq_35, %new_exp_avg_sq_38 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>
  }
  func.func @stage1(%arg0: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.input_layernorm.weight", global [8], init ones>}, %arg1: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.input_layernorm.bias", global [8], init zeros>}, %arg2: tensor<8x12xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_qkv.weight", global [8, 24], shard 1 over tp, init normal(2.000000e-02)>}, %arg3: tensor<12xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_qkv.bias", global [24], shard 0 over tp, init zeros>}, %arg4: tensor<4x8xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_proj.weight", global [8, 8], shard 0 over tp, init normal(1.000000e-02)>}, %arg5: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_proj.bias", global [8], init zeros>}, %arg6: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.pre_mlp_layernorm.weight", global [8], init ones>}, %arg7: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.pre_mlp_layernorm.bias", global [8], init zeros>}, %arg8: tensor<8x16xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc1.weight", global [8, 32], shard 1 over tp, init normal(2.000000e-02)>}, %arg9: tensor<16xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc1.bias", global [32], shard 0 over tp, init zeros>}, %arg10: tensor<16x8xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc2.weight", global [32, 8], shard 0 over tp, init normal(1.000000e-02)>}, %arg11: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc2.bias", global [8], init zeros>}, %arg12: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.weight", global [8], init ones>}, %arg13: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.bias", global [8], init zeros>}, %arg14: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight", global [8, 8], shard 0 over tp, init normal(2.000000e-02)>}, %arg15: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.input_layernorm.weight.exp_avg", global [8], init zeros>}, %arg16: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.input_layernorm.bias.exp_avg", global [8], init zeros>}, %arg17: tensor<8x12xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_qkv.weight.exp_avg", global [8, 24], shard 1 over tp, init zeros>}, %arg18: tensor<12xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_qkv.bias.exp_avg", global [24], shard 0 over tp, init zeros>}, %arg19: tensor<4x8xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_proj.weight.exp_avg", global [8, 8], shard 0 over tp, init zeros>}, %arg20: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_proj.bias.exp_avg", global [8], init zeros>}, %arg21: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.pre_mlp_layernorm.weight.exp_avg", global [8], init zeros>}, %arg22: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.pre_mlp_layernorm.bias.exp_avg", global [8], init zeros>}, %arg23: tensor<8x16xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc1.weight.exp_avg", global [8, 32], shard 1 over tp, init zeros>}, %arg24: tensor<16xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc1.bias.exp_avg", global [32], shard 0 over tp, init zeros>}, %arg25: tensor<16x8xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc2.weight.exp_avg", global [32, 8], shard 0 over tp, init zeros>}, %arg26: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc2.bias.exp_avg", global [8], init zeros>}, %arg27: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.weight.exp_avg", global [8], init zeros>}, %arg28: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.bias.exp_avg", global [8], init zeros>}, %arg29: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight.exp_avg", global [8, 8], shard 0 over tp, init zeros>}, %arg30: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.input_layernorm.weight.exp_avg_sq", global [8], init zeros>}, %arg31: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.input_layernorm.bias.exp_avg_sq", global [8], init zeros>}, %arg32: tensor<8x12xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_qkv.weight.exp_avg_sq", global [8, 24], shard 1 over tp, init zeros>}, %arg33: tensor<12xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_qkv.bias.exp_avg_sq", global [24], shard 0 over tp, init zeros>}, %arg34: tensor<4x8xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_proj.weight.exp_avg_sq", global [8, 8], shard 0 over tp, init zeros>}, %arg35: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_proj.bias.exp_avg_sq", global [8], init zeros>}, %arg36: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.pre_mlp_layernorm.weight.exp_avg_sq", global [8], init zeros>}, %arg37: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.pre_mlp_layernorm.bias.exp_avg_sq", global [8], init zeros>}, %arg38: tensor<8x16xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc1.weight.exp_avg_sq", global [8, 32], shard 1 over tp, init zeros>}, %arg39: tensor<16xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc1.bias.exp_avg_sq", global [32], shard 0 over tp, init zeros>}, %arg40: tensor<16x8xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc2.weight.exp_avg_sq", global [32, 8], shard 0 over tp, init zeros>}, %arg41: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc2.bias.exp_avg_sq", global [8], init zeros>}, %arg42: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.weight.exp_avg_sq", global [8], init zeros>}, %arg43: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.bias.exp_avg_sq", global [8], init zeros>}, %arg44: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight.exp_avg_sq", global [8, 8], shard 0 over tp, init zeros>}) -> (tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>) attributes {ovl.stage = 1 : i64} {
    %0:21 = ovl.job forward microbatch 0 -> tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32> {
      %43 = ovl.recv from pp = 0 : tensor<2x8xf32>
      %44 = ovl.all_gather %43 over [tp] dim 0 : tensor<2x8xf32> -> tensor<4x8xf32>
      %expanded = tensor.expand_shape %44 [[0, 1], [2]] output_shape [1, 4, 8] : tensor<4x8xf32> into tensor<1x4x8xf32>
      %result, %mean, %rstd = ovl.layer_norm %expanded, %arg0, %arg1 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %45 = ovl.linear column %result, %arg2, %arg3 : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<12xf32>) -> tensor<1x4x12xf32>
      %result_42, %logsumexp = ovl.attention %45 heads 1 causal : (tensor<1x4x12xf32>) -> (tensor<1x4x4xf32>, tensor<1x1x4xf32>)
      %46 = ovl.linear row %result_42, %arg4 : (tensor<1x4x4xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
      %47 = ovl.all_reduce sum %46 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %48 = ovl.add %47, %arg5 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %49 = ovl.add %expanded, %48 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %result_43, %mean_44, %rstd_45 = ovl.layer_norm %49, %arg6, %arg7 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %50 = ovl.linear column %result_43, %arg8, %arg9 : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<16xf32>) -> tensor<1x4x16xf32>
      %51 = ovl.gelu %50 : tensor<1x4x16xf32>
      %52 = ovl.linear row %51, %arg10 : (tensor<1x4x16xf32>, tensor<16x8xf32>) -> tensor<1x4x8xf32>
      %53 = ovl.all_reduce sum %52 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %54 = ovl.add %53, %arg11 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %55 = ovl.add %49, %54 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %result_46, %mean_47, %rstd_48 = ovl.layer_norm %55, %arg12, %arg13 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %56 = ovl.linear column %result_46, %arg14 transpose_weight : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x4xf32>
      %57 = ovl.cross_entropy_max %56 : (tensor<1x4x4xf32>) -> tensor<1x4xf32>
      %58 = ovl.all_reduce max %57 over [tp] : tensor<1x4xf32> -> tensor<1x4xf32>
      %59 = ovl.load_batch labels microbatch 0 vocab 8 : tensor<1x4xi32>
      %60 = ovl.cross_entropy_stats %56, %58, %59 vocab_parallel over [tp] : (tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4xi32>) -> tensor<1x4x2xf32>
      %61 = ovl.all_reduce sum %60 over [tp] : tensor<1x4x2xf32> -> tensor<1x4x2xf32>
      %62 = ovl.cross_entropy_loss %61 : (tensor<1x4x2xf32>) -> tensor<f32>
      ovl.log_loss %62 : tensor<f32>
      ovl.yield %expanded, %result, %mean, %rstd, %45, %result_42, %logsumexp, %49, %result_43, %mean_44, %rstd_45, %50, %51, %55, %result_46, %mean_47, %rstd_48, %56, %58, %61, %59 : tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32>
    }
    %1:21 = ovl.job forward microbatch 1 -> tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32> {
      %43 = ovl.recv from pp = 0 : tensor<2x8xf32>
      %44 = ovl.all_gather %43 over [tp] dim 0 : tensor<2x8xf32> -> tensor<4x8xf32>
      %expanded = tensor.expand_shape %44 [[0, 1], [2]] output_shape [1, 4, 8] : tensor<4x8xf32> into tensor<1x4x8xf32>
      %result, %mean, %rstd = ovl.layer_norm %expanded, %arg0, %arg1 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %45 = ovl.linear column %result, %arg2, %arg3 : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<12xf32>) -> tensor<1x4x12xf32>
      %result_42, %logsumexp = ovl.attention %45 heads 1 causal : (tensor<1x4x12xf32>) -> (tensor<1x4x4xf32>, tensor<1x1x4xf32>)
      %46 = ovl.linear row %result_42, %arg4 : (tensor<1x4x4xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
      %47 = ovl.all_reduce sum %46 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %48 = ovl.add %47, %arg5 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %49 = ovl.add %expanded, %48 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %result_43, %mean_44, %rstd_45 = ovl.layer_norm %49, %arg6, %arg7 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %50 = ovl.linear column %result_43, %arg8, %arg9 : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<16xf32>) -> tensor<1x4x16xf32>
      %51 = ovl.gelu %50 : tensor<1x4x16xf32>
      %52 = ovl.linear row %51, %arg10 : (tensor<1x4x16xf32>, tensor<16x8xf32>) -> tensor<1x4x8xf32>
      %53 = ovl.all_reduce sum %52 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %54 = ovl.add %53, %arg11 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %55 = ovl.add %49, %54 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %result_46, %mean_47, %rstd_48 = ovl.layer_norm %55, %arg12, %arg13 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %56 = ovl.linear column %result_46, %arg14 transpose_weight : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x4xf32>
      %57 = ovl.cross_entropy_max %56 : (tensor<1x4x4xf32>) -> tensor<1x4xf32>
      %58 = ovl.all_reduce max %57 over [tp] : tensor<1x4xf32> -> tensor<1x4xf32>
      %59 = ovl.load_batch labels microbatch 1 vocab 8 : tensor<1x4xi32>
      %60 = ovl.cross_entropy_stats %56, %58, %59 vocab_parallel over [tp] : (tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4xi32>) -> tensor<1x4x2xf32>
      %61 = ovl.all_reduce sum %60 over [tp] : tensor<1x4x2xf32> -> tensor<1x4x2xf32>
      %62 = ovl.cross_entropy_loss %61 : (tensor<1x4x2xf32>) -> tensor<f32>
      ovl.log_loss %62 : tensor<f32>
      ovl.yield %expanded, %result, %mean, %rstd, %45, %result_42, %logsumexp, %49, %result_43, %mean_44, %rstd_45, %50, %51, %55, %result_46, %mean_47, %rstd_48, %56, %58, %61, %59 : tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32>
    }
    %2:15 = ovl.job backward microbatch 0 -> tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32> {
      %43 = ovl.cross_entropy_grad %0#17, %0#18, %0#19, %0#20 vocab_parallel over [tp] scale 6.250000e-02 : (tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32>) -> tensor<1x4x4xf32>
      %input_grad, %weight_grad = ovl.matmul_grad column %0#14, %arg14, %43 transpose_weight : (tensor<1x4x8xf32>, tensor<4x8xf32>, tensor<1x4x4xf32>) -> (tensor<1x4x8xf32>, tensor<4x8xf32>)
      %44 = ovl.all_reduce sum %input_grad over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %input_grad_42, %gamma_grad, %beta_grad = ovl.layer_norm_grad %0#13, %arg12, %0#15, %0#16, %44 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %45 = ovl.bias_grad %input_grad_42 : (tensor<1x4x8xf32>) -> tensor<8xf32>
      %input_grad_43, %weight_grad_44 = ovl.matmul_grad row %0#12, %arg10, %input_grad_42 : (tensor<1x4x16xf32>, tensor<16x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x16xf32>, tensor<16x8xf32>)
      %46 = ovl.gelu_grad %0#11, %input_grad_43 : tensor<1x4x16xf32>
      %47 = ovl.bias_grad %46 : (tensor<1x4x16xf32>) -> tensor<16xf32>
      %input_grad_45, %weight_grad_46 = ovl.matmul_grad column %0#8, %arg8, %46 : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<1x4x16xf32>) -> (tensor<1x4x8xf32>, tensor<8x16xf32>)
      %48 = ovl.all_reduce sum %input_grad_45 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %input_grad_47, %gamma_grad_48, %beta_grad_49 = ovl.layer_norm_grad %0#7, %arg6, %0#9, %0#10, %48 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %49 = ovl.add %input_grad_42, %input_grad_47 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %50 = ovl.bias_grad %49 : (tensor<1x4x8xf32>) -> tensor<8xf32>
      %input_grad_50, %weight_grad_51 = ovl.matmul_grad row %0#5, %arg4, %49 : (tensor<1x4x4xf32>, tensor<4x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x4xf32>, tensor<4x8xf32>)
      %51 = ovl.attention_grad %0#4, %0#5, %0#6, %input_grad_50 heads 1 causal : (tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x12xf32>
      %52 = ovl.bias_grad %51 : (tensor<1x4x12xf32>) -> tensor<12xf32>
      %input_grad_52, %weight_grad_53 = ovl.matmul_grad column %0#1, %arg2, %51 : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<1x4x12xf32>) -> (tensor<1x4x8xf32>, tensor<8x12xf32>)
      %53 = ovl.all_reduce sum %input_grad_52 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %input_grad_54, %gamma_grad_55, %beta_grad_56 = ovl.layer_norm_grad %0#0, %arg0, %0#2, %0#3, %53 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %54 = ovl.add %49, %input_grad_54 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %collapsed = tensor.collapse_shape %54 [[0, 1], [2]] : tensor<1x4x8xf32> into tensor<4x8xf32>
      %55 = ovl.local_shard %collapsed over [tp] : tensor<4x8xf32> -> tensor<2x8xf32>
      ovl.send %55 to pp = 0 : tensor<2x8xf32>
      ovl.yield %gamma_grad_55, %beta_grad_56, %weight_grad_53, %52, %weight_grad_51, %50, %gamma_grad_48, %beta_grad_49, %weight_grad_46, %47, %weight_grad_44, %45, %gamma_grad, %beta_grad, %weight_grad : tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>
    }
    %3:15 = ovl.job backward microbatch 1 -> tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32> {
      %43 = ovl.cross_entropy_grad %1#17, %1#18, %1#19, %1#20 vocab_parallel over [tp] scale 6.250000e-02 : (tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32>) -> tensor<1x4x4xf32>
      %input_grad, %weight_grad = ovl.matmul_grad column %1#14, %arg14, %43 transpose_weight : (tensor<1x4x8xf32>, tensor<4x8xf32>, tensor<1x4x4xf32>) -> (tensor<1x4x8xf32>, tensor<4x8xf32>)
      %44 = ovl.all_reduce sum %input_grad over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %45 = ovl.add %2#14, %weight_grad : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      %input_grad_42, %gamma_grad, %beta_grad = ovl.layer_norm_grad %1#13, %arg12, %1#15, %1#16, %44 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %46 = ovl.add %2#12, %gamma_grad : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %47 = ovl.add %2#13, %beta_grad : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %48 = ovl.bias_grad %input_grad_42 : (tensor<1x4x8xf32>) -> tensor<8xf32>
      %49 = ovl.add %2#11, %48 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %input_grad_43, %weight_grad_44 = ovl.matmul_grad row %1#12, %arg10, %input_grad_42 : (tensor<1x4x16xf32>, tensor<16x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x16xf32>, tensor<16x8xf32>)
      %50 = ovl.add %2#10, %weight_grad_44 : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
      %51 = ovl.gelu_grad %1#11, %input_grad_43 : tensor<1x4x16xf32>
      %52 = ovl.bias_grad %51 : (tensor<1x4x16xf32>) -> tensor<16xf32>
      %53 = ovl.add %2#9, %52 : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %input_grad_45, %weight_grad_46 = ovl.matmul_grad column %1#8, %arg8, %51 : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<1x4x16xf32>) -> (tensor<1x4x8xf32>, tensor<8x16xf32>)
      %54 = ovl.all_reduce sum %input_grad_45 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %55 = ovl.add %2#8, %weight_grad_46 : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
      %input_grad_47, %gamma_grad_48, %beta_grad_49 = ovl.layer_norm_grad %1#7, %arg6, %1#9, %1#10, %54 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %56 = ovl.add %2#6, %gamma_grad_48 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %57 = ovl.add %2#7, %beta_grad_49 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %58 = ovl.add %input_grad_42, %input_grad_47 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %59 = ovl.bias_grad %58 : (tensor<1x4x8xf32>) -> tensor<8xf32>
      %60 = ovl.add %2#5, %59 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %input_grad_50, %weight_grad_51 = ovl.matmul_grad row %1#5, %arg4, %58 : (tensor<1x4x4xf32>, tensor<4x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x4xf32>, tensor<4x8xf32>)
      %61 = ovl.add %2#4, %weight_grad_51 : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      %62 = ovl.attention_grad %1#4, %1#5, %1#6, %input_grad_50 heads 1 causal : (tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x12xf32>
      %63 = ovl.bias_grad %62 : (tensor<1x4x12xf32>) -> tensor<12xf32>
      %64 = ovl.add %2#3, %63 : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
      %input_grad_52, %weight_grad_53 = ovl.matmul_grad column %1#1, %arg2, %62 : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<1x4x12xf32>) -> (tensor<1x4x8xf32>, tensor<8x12xf32>)
      %65 = ovl.all_reduce sum %input_grad_52 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %66 = ovl.add %2#2, %weight_grad_53 : (tensor<8x12xf32>, tensor<8x12xf32>) -> tensor<8x12xf32>
      %input_grad_54, %gamma_grad_55, %beta_grad_56 = ovl.layer_norm_grad %1#0, %arg0, %1#2, %1#3, %65 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %67 = ovl.add %2#0, %gamma_grad_55 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %68 = ovl.add %2#1, %beta_grad_56 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %69 = ovl.add %58, %input_grad_54 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %collapsed = tensor.collapse_shape %69 [[0, 1], [2]] : tensor<1x4x8xf32> into tensor<4x8xf32>
      %70 = ovl.local_shard %collapsed over [tp] : tensor<4x8xf32> -> tensor<2x8xf32>
      ovl.send %70 to pp = 0 : tensor<2x8xf32>
      ovl.yield %67, %68, %66, %64, %61, %60, %56, %57, %55, %53, %50, %49, %46, %47, %45 : tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>
    }
    %4 = ovl.recv from pp = 0 : tensor<4x8xf32>
    ovl.send %3#14 to pp = 0 : tensor<4x8xf32>
    %5 = ovl.add %4, %3#14 : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %6 = ovl.all_reduce sum %5 over [dp] : tensor<4x8xf32> -> tensor<4x8xf32>
    %7 = ovl.all_reduce sum %3#12 over [dp] : tensor<8xf32> -> tensor<8xf32>
    %8 = ovl.all_reduce sum %3#13 over [dp] : tensor<8xf32> -> tensor<8xf32>
    %9 = ovl.all_reduce sum %3#11 over [dp] : tensor<8xf32> -> tensor<8xf32>
    %10 = ovl.all_reduce sum %3#10 over [dp] : tensor<16x8xf32> -> tensor<16x8xf32>
    %11 = ovl.all_reduce sum %3#9 over [dp] : tensor<16xf32> -> tensor<16xf32>
    %12 = ovl.all_reduce sum %3#8 over [dp] : tensor<8x16xf32> -> tensor<8x16xf32>
    %13 = ovl.all_reduce sum %3#6 over [dp] : tensor<8xf32> -> tensor<8xf32>
    %14 = ovl.all_reduce sum %3#7 over [dp] : tensor<8xf32> -> tensor<8xf32>
    %15 = ovl.all_reduce sum %3#5 over [dp] : tensor<8xf32> -> tensor<8xf32>
    %16 = ovl.all_reduce sum %3#4 over [dp] : tensor<4x8xf32> -> tensor<4x8xf32>
    %17 = ovl.all_reduce sum %3#3 over [dp] : tensor<12xf32> -> tensor<12xf32>
    %18 = ovl.all_reduce sum %3#2 over [dp] : tensor<8x12xf32> -> tensor<8x12xf32>
    %19 = ovl.all_reduce sum %3#0 over [dp] : tensor<8xf32> -> tensor<8xf32>
    %20 = ovl.all_reduce sum %3#1 over [dp] : tensor<8xf32> -> tensor<8xf32>
    %21 = ovl.sum_squares %10, %11, %12, %16, %17, %18 : tensor<16x8xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<4x8xf32>, tensor<12xf32>, tensor<8x12xf32> -> tensor<f32>
    %22 = ovl.all_reduce sum %21 over [tp] : tensor<f32> -> tensor<f32>
    %23 = ovl.sum_squares %7, %8, %9, %13, %14, %15 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32> -> tensor<f32>
    %24 = ovl.sum_squares %19, %20 : tensor<8xf32>, tensor<8xf32> -> tensor<f32>
    %25 = ovl.add %23, %24 : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %26 = ovl.add %22, %25 : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %27 = ovl.all_reduce sum %26 over [pp] : tensor<f32> -> tensor<f32>
    %28 = ovl.clip_by_global_norm %19, %27 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %29 = ovl.clip_by_global_norm %20, %27 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %30 = ovl.clip_by_global_norm %18, %27 max_norm 1.000000e+00 : tensor<8x12xf32>, tensor<f32>
    %31 = ovl.clip_by_global_norm %17, %27 max_norm 1.000000e+00 : tensor<12xf32>, tensor<f32>
    %32 = ovl.clip_by_global_norm %16, %27 max_norm 1.000000e+00 : tensor<4x8xf32>, tensor<f32>
    %33 = ovl.clip_by_global_norm %15, %27 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %34 = ovl.clip_by_global_norm %13, %27 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %35 = ovl.clip_by_global_norm %14, %27 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %36 = ovl.clip_by_global_norm %12, %27 max_norm 1.000000e+00 : tensor<8x16xf32>, tensor<f32>
    %37 = ovl.clip_by_global_norm %11, %27 max_norm 1.000000e+00 : tensor<16xf32>, tensor<f32>
    %38 = ovl.clip_by_global_norm %10, %27 max_norm 1.000000e+00 : tensor<16x8xf32>, tensor<f32>
    %39 = ovl.clip_by_global_norm %9, %27 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %40 = ovl.clip_by_global_norm %7, %27 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %41 = ovl.clip_by_global_norm %8, %27 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %42 = ovl.clip_by_global_norm %6, %27 max_norm 1.000000e+00 : tensor<4x8xf32>, tensor<f32>
    %new_param, %new_exp_avg, %new_exp_avg_sq = ovl.adamw_update %arg0, %28, %arg15, %arg30 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_0, %new_exp_avg_1, %new_exp_avg_sq_2 = ovl.adamw_update %arg1, %29, %arg16, %arg31 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_3, %new_exp_avg_4, %new_exp_avg_sq_5 = ovl.adamw_update %arg2, %30, %arg17, %arg32 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {weight_decay = 1.000000e-02 : f64} : tensor<8x12xf32>
    %new_param_6, %new_exp_avg_7, %new_exp_avg_sq_8 = ovl.adamw_update %arg3, %31, %arg18, %arg33 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<12xf32>
    %new_param_9, %new_exp_avg_10, %new_exp_avg_sq_11 = ovl.adamw_update %arg4, %32, %arg19, %arg34 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {weight_decay = 1.000000e-02 : f64} : tensor<4x8xf32>
    %new_param_12, %new_exp_avg_13, %new_exp_avg_sq_14 = ovl.adamw_update %arg5, %33, %arg20, %arg35 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_15, %new_exp_avg_16, %new_exp_avg_sq_17 = ovl.adamw_update %arg6, %34, %arg21, %arg36 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_18, %new_exp_avg_19, %new_exp_avg_sq_20 = ovl.adamw_update %arg7, %35, %arg22, %arg37 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_21, %new_exp_avg_22, %new_exp_avg_sq_23 = ovl.adamw_update %arg8, %36, %arg23, %arg38 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {weight_decay = 1.000000e-02 : f64} : tensor<8x16xf32>
    %new_param_24, %new_exp_avg_25, %new_exp_avg_sq_26 = ovl.adamw_update %arg9, %37, %arg24, %arg39 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<16xf32>
    %new_param_27, %new_exp_avg_28, %new_exp_avg_sq_29 = ovl.adamw_update %arg10, %38, %arg25, %arg40 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {weight_decay = 1.000000e-02 : f64} : tensor<16x8xf32>
    %new_param_30, %new_exp_avg_31, %new_exp_avg_sq_32 = ovl.adamw_update %arg11, %39, %arg26, %arg41 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_33, %new_exp_avg_34, %new_exp_avg_sq_35 = ovl.adamw_update %arg12, %40, %arg27, %arg42 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_36, %new_exp_avg_37, %new_exp_avg_sq_38 = ovl.adamw_update %arg13, %41, %arg28, %arg43 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_39, %new_exp_avg_40, %new_exp_avg_sq_41 = ovl.adamw_update %arg14, %42, %arg29, %arg44 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {weight_decay = 1.000000e-02 : f64} : tensor<4x8xf32>
    return %new_param, %new_param_0, %new_param_3, %new_param_6, %new_param_9, %new_param_12, %new_param_15, %new_param_18, %new_param_21, %new_param_24, %new_param_27, %new_param_30, %new_param_33, %new_param_36, %new_param_39, %new_exp_avg, %new_exp_avg_1, %new_exp_avg_4, %new_exp_avg_7, %new_exp_avg_10, %new_exp_avg_13, %new_exp_avg_16, %new_exp_avg_19, %new_exp_avg_22, %new_exp_avg_25, %new_exp_avg_28, %new_exp_avg_31, %new_exp_avg_34, %new_exp_avg_37, %new_exp_avg_40, %new_exp_avg_sq, %new_exp_avg_sq_2, %new_exp_avg_sq_5, %new_exp_avg_sq_8, %new_exp_avg_sq_11, %new_exp_avg_sq_14, %new_exp_avg_sq_17, %new_exp_avg_sq_20, %new_exp_avg_sq_23, %new_exp_avg_sq_26, %new_exp_avg_sq_29, %new_exp_avg_sq_32, %new_exp_avg_sq_35, %new_exp_avg_sq_38, %new_exp_avg_sq_41 : tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>
  }
}

