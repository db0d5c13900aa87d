// ovl-gen gpt --hidden-size 8 --num-attention-heads 2 --seq-length 4 --micro-batch-size 1 --num-microbatches 2 --vocab-size 8 --make-vocab-size-divisible-by 1 --num-layers 2 --tensor-model-parallel-size 2 --pipeline-model-parallel-size 2 --recompute-granularity full --recompute-method uniform --recompute-num-layers 1
module {
  ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 1 : data, tp = 2 : tensor]
  ovl.pipeline @pipeline over pp stages [@stage0, @stage1] microbatches 2
  func.func @stage0(%arg0: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight", global [8, 8], shard 0 over tp, init normal(2.000000e-02)>}, %arg1: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.position_embeddings.weight", global [4, 8], init normal(2.000000e-02)>}, %arg2: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.weight", global [8], init ones>}, %arg3: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.bias", global [8], init zeros>}, %arg4: tensor<8x12xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.weight", global [8, 24], shard 1 over tp, init normal(2.000000e-02)>}, %arg5: tensor<12xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.bias", global [24], shard 0 over tp, init zeros>}, %arg6: tensor<4x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.weight", global [8, 8], shard 0 over tp, init normal(1.000000e-02)>}, %arg7: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.bias", global [8], init zeros>}, %arg8: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.weight", global [8], init ones>}, %arg9: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.bias", global [8], init zeros>}, %arg10: tensor<8x16xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.weight", global [8, 32], shard 1 over tp, init normal(2.000000e-02)>}, %arg11: tensor<16xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.bias", global [32], shard 0 over tp, init zeros>}, %arg12: tensor<16x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.weight", global [32, 8], shard 0 over tp, init normal(1.000000e-02)>}, %arg13: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.bias", global [8], init zeros>}, %arg14: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight.exp_avg", global [8, 8], shard 0 over tp, init zeros>}, %arg15: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.position_embeddings.weight.exp_avg", global [4, 8], init zeros>}, %arg16: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.weight.exp_avg", global [8], init zeros>}, %arg17: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.bias.exp_avg", global [8], init zeros>}, %arg18: tensor<8x12xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.weight.exp_avg", global [8, 24], shard 1 over tp, init zeros>}, %arg19: tensor<12xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.bias.exp_avg", global [24], shard 0 over tp, init zeros>}, %arg20: tensor<4x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.weight.exp_avg", global [8, 8], shard 0 over tp, init zeros>}, %arg21: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.bias.exp_avg", global [8], init zeros>}, %arg22: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.weight.exp_avg", global [8], init zeros>}, %arg23: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.bias.exp_avg", global [8], init zeros>}, %arg24: tensor<8x16xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.weight.exp_avg", global [8, 32], shard 1 over tp, init zeros>}, %arg25: tensor<16xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.bias.exp_avg", global [32], shard 0 over tp, init zeros>}, %arg26: tensor<16x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.weight.exp_avg", global [32, 8], shard 0 over tp, init zeros>}, %arg27: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.bias.exp_avg", global [8], init zeros>}, %arg28: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight.exp_avg_sq", global [8, 8], shard 0 over tp, init zeros>}, %arg29: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.position_embeddings.weight.exp_avg_sq", global [4, 8], init zeros>}, %arg30: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.weight.exp_avg_sq", global [8], init zeros>}, %arg31: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.bias.exp_avg_sq", global [8], init zeros>}, %arg32: tensor<8x12xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.weight.exp_avg_sq", global [8, 24], shard 1 over tp, init zeros>}, %arg33: tensor<12xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.bias.exp_avg_sq", global [24], shard 0 over tp, init zeros>}, %arg34: tensor<4x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.weight.exp_avg_sq", global [8, 8], shard 0 over tp, init zeros>}, %arg35: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.bias.exp_avg_sq", global [8], init zeros>}, %arg36: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.weight.exp_avg_sq", global [8], init zeros>}, %arg37: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.bias.exp_avg_sq", global [8], init zeros>}, %arg38: tensor<8x16xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.weight.exp_avg_sq", global [8, 32], shard 1 over tp, init zeros>}, %arg39: tensor<16xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.bias.exp_avg_sq", global [32], shard 0 over tp, init zeros>}, %arg40: tensor<16x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.weight.exp_avg_sq", global [32, 8], shard 0 over tp, init zeros>}, %arg41: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.bias.exp_avg_sq", global [8], init zeros>}) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>) attributes {ovl.stage = 0 : i64} {
    %0:2 = ovl.job forward microbatch 0 -> tensor<1x4xi32>, tensor<1x4x8xf32> {
      %29 = ovl.load_batch tokens microbatch 0 vocab 8 : tensor<1x4xi32>
      %30 = ovl.embedding %29, %arg0 vocab_parallel over [tp] : (tensor<1x4xi32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
      %31 = ovl.all_reduce sum %30 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %32 = ovl.add %31, %arg1 : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
      %result, %mean, %rstd = ovl.layer_norm %32, %arg2, %arg3 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %33 = ovl.linear column %result, %arg4, %arg5 : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<12xf32>) -> tensor<1x4x12xf32>
      %result_39, %logsumexp = ovl.attention %33 heads 1 causal : (tensor<1x4x12xf32>) -> (tensor<1x4x4xf32>, tensor<1x1x4xf32>)
      %34 = ovl.linear row %result_39, %arg6 : (tensor<1x4x4xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
      %35 = ovl.all_reduce sum %34 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %36 = ovl.add %35, %arg7 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %37 = ovl.add %32, %36 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %result_40, %mean_41, %rstd_42 = ovl.layer_norm %37, %arg8, %arg9 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %38 = ovl.linear column %result_40, %arg10, %arg11 : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<16xf32>) -> tensor<1x4x16xf32>
      %39 = ovl.gelu %38 : tensor<1x4x16xf32>
      %40 = ovl.linear row %39, %arg12 : (tensor<1x4x16xf32>, tensor<16x8xf32>) -> tensor<1x4x8xf32>
      %41 = ovl.all_reduce sum %40 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %42 = ovl.add %41, %arg13 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %43 = ovl.add %37, %42 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %collapsed = tensor.collapse_shape %43 [[0, 1], [2]] : tensor<1x4x8xf32> into tensor<4x8xf32>
      %44 = ovl.local_shard %collapsed over [tp] : tensor<4x8xf32> -> tensor<2x8xf32>
      ovl.send %44 to pp = 1 : tensor<2x8xf32>
      ovl.yield %29, %32 : tensor<1x4xi32>, tensor<1x4x8xf32>
    }
    %1:2 = ovl.job forward microbatch 1 -> tensor<1x4xi32>, tensor<1x4x8xf32> {
      %29 = ovl.load_batch tokens microbatch 1 vocab 8 : tensor<1x4xi32>
      %30 = ovl.embedding %29, %arg0 vocab_parallel over [tp] : (tensor<1x4xi32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
      %31 = ovl.all_reduce sum %30 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %32 = ovl.add %31, %arg1 : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
      %result, %mean, %rstd = ovl.layer_norm %32, %arg2, %arg3 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %33 = ovl.linear column %result, %arg4, %arg5 : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<12xf32>) -> tensor<1x4x12xf32>
      %result_39, %logsumexp = ovl.attention %33 heads 1 causal : (tensor<1x4x12xf32>) -> (tensor<1x4x4xf32>, tensor<1x1x4xf32>)
      %34 = ovl.linear row %result_39, %arg6 : (tensor<1x4x4xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
      %35 = ovl.all_reduce sum %34 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %36 = ovl.add %35, %arg7 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %37 = ovl.add %32, %36 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %result_40, %mean_41, %rstd_42 = ovl.layer_norm %37, %arg8, %arg9 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %38 = ovl.linear column %result_40, %arg10, %arg11 : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<16xf32>) -> tensor<1x4x16xf32>
      %39 = ovl.gelu %38 : tensor<1x4x16xf32>
      %40 = ovl.linear row %39, %arg12 : (tensor<1x4x16xf32>, tensor<16x8xf32>) -> tensor<1x4x8xf32>
      %41 = ovl.all_reduce sum %40 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %42 = ovl.add %41, %arg13 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %43 = ovl.add %37, %42 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %collapsed = tensor.collapse_shape %43 [[0, 1], [2]] : tensor<1x4x8xf32> into tensor<4x8xf32>
      %44 = ovl.local_shard %collapsed over [tp] : tensor<4x8xf32> -> tensor<2x8xf32>
      ovl.send %44 to pp = 1 : tensor<2x8xf32>
      ovl.yield %29, %32 : tensor<1x4xi32>, tensor<1x4x8xf32>
    }
    %2:14 = ovl.job backward microbatch 0 -> tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32> {
      %29 = ovl.recv from pp = 1 : tensor<2x8xf32>
      %30 = ovl.all_gather %29 over [tp] dim 0 : tensor<2x8xf32> -> tensor<4x8xf32>
      %expanded = tensor.expand_shape %30 [[0, 1], [2]] output_shape [1, 4, 8] : tensor<4x8xf32> into tensor<1x4x8xf32>
      %result, %mean, %rstd = ovl.layer_norm %0#1, %arg2, %arg3 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %31 = ovl.linear column %result, %arg4, %arg5 : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<12xf32>) -> tensor<1x4x12xf32>
      %result_39, %logsumexp = ovl.attention %31 heads 1 causal : (tensor<1x4x12xf32>) -> (tensor<1x4x4xf32>, tensor<1x1x4xf32>)
      %32 = ovl.linear row %result_39, %arg6 : (tensor<1x4x4xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
      %33 = ovl.all_reduce sum %32 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %34 = ovl.add %33, %arg7 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %35 = ovl.add %0#1, %34 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %result_40, %mean_41, %rstd_42 = ovl.layer_norm %35, %arg8, %arg9 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %36 = ovl.linear column %result_40, %arg10, %arg11 : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<16xf32>) -> tensor<1x4x16xf32>
      %37 = ovl.gelu %36 : tensor<1x4x16xf32>
      %38 = ovl.linear row %37, %arg12 : (tensor<1x4x16xf32>, tensor<16x8xf32>) -> tensor<1x4x8xf32>
      %39 = ovl.all_reduce sum %38 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %40 = ovl.add %39, %arg13 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %41 = ovl.add %35, %40 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %42 = ovl.bias_grad %expanded : (tensor<1x4x8xf32>) -> tensor<8xf32>
      %input_grad, %weight_grad = ovl.matmul_grad row %37, %arg12, %expanded : (tensor<1x4x16xf32>, tensor<16x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x16xf32>, tensor<16x8xf32>)
      %43 = ovl.gelu_grad %36, %input_grad : tensor<1x4x16xf32>
      %44 = ovl.bias_grad %43 : (tensor<1x4x16xf32>) -> tensor<16xf32>
      %input_grad_43, %weight_grad_44 = ovl.matmul_grad column %result_40, %arg10, %43 : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<1x4x16xf32>) -> (tensor<1x4x8xf32>, tensor<8x16xf32>)
      %45 = ovl.all_reduce sum %input_grad_43 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %input_grad_45, %gamma_grad, %beta_grad = ovl.layer_norm_grad %35, %arg8, %mean_41, %rstd_42, %45 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %46 = ovl.add %expanded, %input_grad_45 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %47 = ovl.bias_grad %46 : (tensor<1x4x8xf32>) -> tensor<8xf32>
      %input_grad_46, %weight_grad_47 = ovl.matmul_grad row %result_39, %arg6, %46 : (tensor<1x4x4xf32>, tensor<4x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x4xf32>, tensor<4x8xf32>)
      %48 = ovl.attention_grad %31, %result_39, %logsumexp, %input_grad_46 heads 1 causal : (tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x12xf32>
      %49 = ovl.bias_grad %48 : (tensor<1x4x12xf32>) -> tensor<12xf32>
      %input_grad_48, %weight_grad_49 = ovl.matmul_grad column %result, %arg4, %48 : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<1x4x12xf32>) -> (tensor<1x4x8xf32>, tensor<8x12xf32>)
      %50 = ovl.all_reduce sum %input_grad_48 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %input_grad_50, %gamma_grad_51, %beta_grad_52 = ovl.layer_norm_grad %0#1, %arg2, %mean, %rstd, %50 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %51 = ovl.add %46, %input_grad_50 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %52 = ovl.bias_grad %51 : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
      %53 = ovl.embedding_grad %0#0, %51 vocab_parallel over [tp] : (tensor<1x4xi32>, tensor<1x4x8xf32>) -> tensor<4x8xf32>
      ovl.yield %53, %52, %gamma_grad_51, %beta_grad_52, %weight_grad_49, %49, %weight_grad_47, %47, %gamma_grad, %beta_grad, %weight_grad_44, %44, %weight_grad, %42 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>
    }
    %3:14 = ovl.job backward microbatch 1 -> tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32> {
      %29 = ovl.recv from pp = 1 : tensor<2x8xf32>
      %30 = ovl.all_gather %29 over [tp] dim 0 : tensor<2x8xf32> -> tensor<4x8xf32>
      %expanded = tensor.expand_shape %30 [[0, 1], [2]] output_shape [1, 4, 8] : tensor<4x8xf32> into tensor<1x4x8xf32>
      %result, %mean, %rstd = ovl.layer_norm %1#1, %arg2, %arg3 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %31 = ovl.linear column %result, %arg4, %arg5 : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<12xf32>) -> tensor<1x4x12xf32>
      %result_39, %logsumexp = ovl.attention %31 heads 1 causal : (tensor<1x4x12xf32>) -> (tensor<1x4x4xf32>, tensor<1x1x4xf32>)
      %32 = ovl.linear row %result_39, %arg6 : (tensor<1x4x4xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
      %33 = ovl.all_reduce sum %32 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %34 = ovl.add %33, %arg7 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %35 = ovl.add %1#1, %34 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %result_40, %mean_41, %rstd_42 = ovl.layer_norm %35, %arg8, %arg9 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %36 = ovl.linear column %result_40, %arg10, %arg11 : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<16xf32>) -> tensor<1x4x16xf32>
      %37 = ovl.gelu %36 : tensor<1x4x16xf32>
      %38 = ovl.linear row %37, %arg12 : (tensor<1x4x16xf32>, tensor<16x8xf32>) -> tensor<1x4x8xf32>
      %39 = ovl.all_reduce sum %38 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %40 = ovl.add %39, %arg13 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %41 = ovl.add %35, %40 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %42 = ovl.bias_grad %expanded : (tensor<1x4x8xf32>) -> tensor<8xf32>
      %43 = ovl.add %2#13, %42 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %input_grad, %weight_grad = ovl.matmul_grad row %37, %arg12, %expanded : (tensor<1x4x16xf32>, tensor<16x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x16xf32>, tensor<16x8xf32>)
      %44 = ovl.add %2#12, %weight_grad : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
      %45 = ovl.gelu_grad %36, %input_grad : tensor<1x4x16xf32>
      %46 = ovl.bias_grad %45 : (tensor<1x4x16xf32>) -> tensor<16xf32>
      %47 = ovl.add %2#11, %46 : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %input_grad_43, %weight_grad_44 = ovl.matmul_grad column %result_40, %arg10, %45 : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<1x4x16xf32>) -> (tensor<1x4x8xf32>, tensor<8x16xf32>)
      %48 = ovl.all_reduce sum %input_grad_43 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %49 = ovl.add %2#10, %weight_grad_44 : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
      %input_grad_45, %gamma_grad, %beta_grad = ovl.layer_norm_grad %35, %arg8, %mean_41, %rstd_42, %48 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %50 = ovl.add %2#8, %gamma_grad : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %51 = ovl.add %2#9, %beta_grad : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %52 = ovl.add %expanded, %input_grad_45 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %53 = ovl.bias_grad %52 : (tensor<1x4x8xf32>) -> tensor<8xf32>
      %54 = ovl.add %2#7, %53 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %input_grad_46, %weight_grad_47 = ovl.matmul_grad row %result_39, %arg6, %52 : (tensor<1x4x4xf32>, tensor<4x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x4xf32>, tensor<4x8xf32>)
      %55 = ovl.add %2#6, %weight_grad_47 : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      %56 = ovl.attention_grad %31, %result_39, %logsumexp, %input_grad_46 heads 1 causal : (tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x12xf32>
      %57 = ovl.bias_grad %56 : (tensor<1x4x12xf32>) -> tensor<12xf32>
      %58 = ovl.add %2#5, %57 : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
      %input_grad_48, %weight_grad_49 = ovl.matmul_grad column %result, %arg4, %56 : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<1x4x12xf32>) -> (tensor<1x4x8xf32>, tensor<8x12xf32>)
      %59 = ovl.all_reduce sum %input_grad_48 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %60 = ovl.add %2#4, %weight_grad_49 : (tensor<8x12xf32>, tensor<8x12xf32>) -> tensor<8x12xf32>
      %input_grad_50, %gamma_grad_51, %beta_grad_52 = ovl.layer_norm_grad %1#1, %arg2, %mean, %rstd, %59 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %61 = ovl.add %2#2, %gamma_grad_51 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %62 = ovl.add %2#3, %beta_grad_52 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %63 = ovl.add %52, %input_grad_50 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %64 = ovl.bias_grad %63 : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
      %65 = ovl.add %2#1, %64 : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      %66 = ovl.embedding_grad %1#0, %63 vocab_parallel over [tp] : (tensor<1x4xi32>, tensor<1x4x8xf32>) -> tensor<4x8xf32>
      %67 = ovl.add %2#0, %66 : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      ovl.yield %67, %65, %61, %62, %60, %58, %55, %54, %50, %51, %49, %47, %44, %43 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>
    }
    ovl.send %3#0 to pp = 1 : tensor<4x8xf32>
    %4 = ovl.recv from pp = 1 : tensor<4x8xf32>
    %5 = ovl.add %3#0, %4 : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %6 = ovl.sum_squares %3#12, %3#11, %3#10, %3#6, %3#5, %3#4 : tensor<16x8xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<4x8xf32>, tensor<12xf32>, tensor<8x12xf32> -> tensor<f32>
    %7 = ovl.sum_squares %5 : tensor<4x8xf32> -> tensor<f32>
    %8 = ovl.add %6, %7 : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %9 = ovl.all_reduce sum %8 over [tp] : tensor<f32> -> tensor<f32>
    %10 = ovl.sum_squares %3#13, %3#8, %3#9, %3#7, %3#2, %3#3 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32> -> tensor<f32>
    %11 = ovl.sum_squares %3#1 : tensor<4x8xf32> -> tensor<f32>
    %12 = ovl.add %10, %11 : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %13 = ovl.add %9, %12 : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %14 = ovl.all_reduce sum %13 over [pp] : tensor<f32> -> tensor<f32>
    %15 = ovl.clip_by_global_norm %5, %14 max_norm 1.000000e+00 : tensor<4x8xf32>, tensor<f32>
    %16 = ovl.clip_by_global_norm %3#1, %14 max_norm 1.000000e+00 : tensor<4x8xf32>, tensor<f32>
    %17 = ovl.clip_by_global_norm %3#2, %14 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %18 = ovl.clip_by_global_norm %3#3, %14 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %19 = ovl.clip_by_global_norm %3#4, %14 max_norm 1.000000e+00 : tensor<8x12xf32>, tensor<f32>
    %20 = ovl.clip_by_global_norm %3#5, %14 max_norm 1.000000e+00 : tensor<12xf32>, tensor<f32>
    %21 = ovl.clip_by_global_norm %3#6, %14 max_norm 1.000000e+00 : tensor<4x8xf32>, tensor<f32>
    %22 = ovl.clip_by_global_norm %3#7, %14 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %23 = ovl.clip_by_global_norm %3#8, %14 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %24 = ovl.clip_by_global_norm %3#9, %14 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %25 = ovl.clip_by_global_norm %3#10, %14 max_norm 1.000000e+00 : tensor<8x16xf32>, tensor<f32>
    %26 = ovl.clip_by_global_norm %3#11, %14 max_norm 1.000000e+00 : tensor<16xf32>, tensor<f32>
    %27 = ovl.clip_by_global_norm %3#12, %14 max_norm 1.000000e+00 : tensor<16x8xf32>, tensor<f32>
    %28 = ovl.clip_by_global_norm %3#13, %14 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %new_param, %new_exp_avg, %new_exp_avg_sq = ovl.adamw_update %arg0, %15, %arg14, %arg28 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {weight_decay = 1.000000e-02 : f64} : tensor<4x8xf32>
    %new_param_0, %new_exp_avg_1, %new_exp_avg_sq_2 = ovl.adamw_update %arg1, %16, %arg15, %arg29 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {weight_decay = 1.000000e-02 : f64} : tensor<4x8xf32>
    %new_param_3, %new_exp_avg_4, %new_exp_avg_sq_5 = ovl.adamw_update %arg2, %17, %arg16, %arg30 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_6, %new_exp_avg_7, %new_exp_avg_sq_8 = ovl.adamw_update %arg3, %18, %arg17, %arg31 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_9, %new_exp_avg_10, %new_exp_avg_sq_11 = ovl.adamw_update %arg4, %19, %arg18, %arg32 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {weight_decay = 1.000000e-02 : f64} : tensor<8x12xf32>
    %new_param_12, %new_exp_avg_13, %new_exp_avg_sq_14 = ovl.adamw_update %arg5, %20, %arg19, %arg33 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<12xf32>
    %new_param_15, %new_exp_avg_16, %new_exp_avg_sq_17 = ovl.adamw_update %arg6, %21, %arg20, %arg34 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {weight_decay = 1.000000e-02 : f64} : tensor<4x8xf32>
    %new_param_18, %new_exp_avg_19, %new_exp_avg_sq_20 = ovl.adamw_update %arg7, %22, %arg21, %arg35 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_21, %new_exp_avg_22, %new_exp_avg_sq_23 = ovl.adamw_update %arg8, %23, %arg22, %arg36 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_24, %new_exp_avg_25, %new_exp_avg_sq_26 = ovl.adamw_update %arg9, %24, %arg23, %arg37 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_27, %new_exp_avg_28, %new_exp_avg_sq_29 = ovl.adamw_update %arg10, %25, %arg24, %arg38 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {weight_decay = 1.000000e-02 : f64} : tensor<8x16xf32>
    %new_param_30, %new_exp_avg_31, %new_exp_avg_sq_32 = ovl.adamw_update %arg11, %26, %arg25, %arg39 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<16xf32>
    %new_param_33, %new_exp_avg_34, %new_exp_avg_sq_35 = ovl.adamw_update %arg12, %27, %arg26, %arg40 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {weight_decay = 1.000000e-02 : f64} : tensor<16x8xf32>
    %new_param_36, %new_exp_avg_37, %new_exp_avg_sq_38 = ovl.adamw_update %arg13, %28, %arg27, %arg41 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    return %new_param, %new_param_0, %new_param_3, %new_param_6, %new_param_9, %new_param_12, %new_param_15, %new_param_18, %new_param_21, %new_param_24, %new_param_27, %new_param_30, %new_param_33, %new_param_36, %new_exp_avg, %new_exp_avg_1, %new_exp_avg_4, %new_exp_avg_7, %new_exp_avg_10, %new_exp_avg_13, %new_exp_avg_16, %new_exp_avg_19, %new_exp_avg_22, %new_exp_avg_25, %new_exp_avg_28, %new_exp_avg_31, %new_exp_avg_34, %new_exp_avg_37, %new_exp_avg_sq, %new_exp_avg_sq_2, %new_exp_avg_sq_5, %new_exp_avg_sq_8, %new_exp_avg_sq_11, %new_exp_avg_sq_14, %new_exp_avg_sq_17, %new_exp_avg_sq_20, %new_exp_avg_sq_23, %new_exp_avg_sq_26, %new_exp_avg_sq_29, %new_exp_avg_sq_32, %new_exp_avg_sq_35, %new_exp_avg_sq_38 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>
  }
  func.func @stage1(%arg0: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.input_layernorm.weight", global [8], init ones>}, %arg1: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.input_layernorm.bias", global [8], init zeros>}, %arg2: tensor<8x12xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_qkv.weight", global [8, 24], shard 1 over tp, init normal(2.000000e-02)>}, %arg3: tensor<12xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_qkv.bias", global [24], shard 0 over tp, init zeros>}, %arg4: tensor<4x8xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_proj.weight", global [8, 8], shard 0 over tp, init normal(1.000000e-02)>}, %arg5: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_proj.bias", global [8], init zeros>}, %arg6: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.pre_mlp_layernorm.weight", global [8], init ones>}, %arg7: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.pre_mlp_layernorm.bias", global [8], init zeros>}, %arg8: tensor<8x16xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc1.weight", global [8, 32], shard 1 over tp, init normal(2.000000e-02)>}, %arg9: tensor<16xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc1.bias", global [32], shard 0 over tp, init zeros>}, %arg10: tensor<16x8xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc2.weight", global [32, 8], shard 0 over tp, init normal(1.000000e-02)>}, %arg11: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc2.bias", global [8], init zeros>}, %arg12: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.weight", global [8], init ones>}, %arg13: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.bias", global [8], init zeros>}, %arg14: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight", global [8, 8], shard 0 over tp, init normal(2.000000e-02)>}, %arg15: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.input_layernorm.weight.exp_avg", global [8], init zeros>}, %arg16: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.input_layernorm.bias.exp_avg", global [8], init zeros>}, %arg17: tensor<8x12xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_qkv.weight.exp_avg", global [8, 24], shard 1 over tp, init zeros>}, %arg18: tensor<12xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_qkv.bias.exp_avg", global [24], shard 0 over tp, init zeros>}, %arg19: tensor<4x8xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_proj.weight.exp_avg", global [8, 8], shard 0 over tp, init zeros>}, %arg20: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_proj.bias.exp_avg", global [8], init zeros>}, %arg21: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.pre_mlp_layernorm.weight.exp_avg", global [8], init zeros>}, %arg22: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.pre_mlp_layernorm.bias.exp_avg", global [8], init zeros>}, %arg23: tensor<8x16xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc1.weight.exp_avg", global [8, 32], shard 1 over tp, init zeros>}, %arg24: tensor<16xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc1.bias.exp_avg", global [32], shard 0 over tp, init zeros>}, %arg25: tensor<16x8xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc2.weight.exp_avg", global [32, 8], shard 0 over tp, init zeros>}, %arg26: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc2.bias.exp_avg", global [8], init zeros>}, %arg27: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.weight.exp_avg", global [8], init zeros>}, %arg28: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.bias.exp_avg", global [8], init zeros>}, %arg29: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight.exp_avg", global [8, 8], shard 0 over tp, init zeros>}, %arg30: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.input_layernorm.weight.exp_avg_sq", global [8], init zeros>}, %arg31: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.input_layernorm.bias.exp_avg_sq", global [8], init zeros>}, %arg32: tensor<8x12xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_qkv.weight.exp_avg_sq", global [8, 24], shard 1 over tp, init zeros>}, %arg33: tensor<12xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_qkv.bias.exp_avg_sq", global [24], shard 0 over tp, init zeros>}, %arg34: tensor<4x8xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_proj.weight.exp_avg_sq", global [8, 8], shard 0 over tp, init zeros>}, %arg35: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_proj.bias.exp_avg_sq", global [8], init zeros>}, %arg36: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.pre_mlp_layernorm.weight.exp_avg_sq", global [8], init zeros>}, %arg37: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.pre_mlp_layernorm.bias.exp_avg_sq", global [8], init zeros>}, %arg38: tensor<8x16xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc1.weight.exp_avg_sq", global [8, 32], shard 1 over tp, init zeros>}, %arg39: tensor<16xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc1.bias.exp_avg_sq", global [32], shard 0 over tp, init zeros>}, %arg40: tensor<16x8xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc2.weight.exp_avg_sq", global [32, 8], shard 0 over tp, init zeros>}, %arg41: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc2.bias.exp_avg_sq", global [8], init zeros>}, %arg42: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.weight.exp_avg_sq", global [8], init zeros>}, %arg43: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.bias.exp_avg_sq", global [8], init zeros>}, %arg44: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight.exp_avg_sq", global [8, 8], shard 0 over tp, init zeros>}) -> (tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>) attributes {ovl.stage = 1 : i64} {
    %0:9 = ovl.job forward microbatch 0 -> tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32> {
      %28 = ovl.recv from pp = 0 : tensor<2x8xf32>
      %29 = ovl.all_gather %28 over [tp] dim 0 : tensor<2x8xf32> -> tensor<4x8xf32>
      %expanded = tensor.expand_shape %29 [[0, 1], [2]] output_shape [1, 4, 8] : tensor<4x8xf32> into tensor<1x4x8xf32>
      %result, %mean, %rstd = ovl.layer_norm %expanded, %arg0, %arg1 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %30 = ovl.linear column %result, %arg2, %arg3 : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<12xf32>) -> tensor<1x4x12xf32>
      %result_42, %logsumexp = ovl.attention %30 heads 1 causal : (tensor<1x4x12xf32>) -> (tensor<1x4x4xf32>, tensor<1x1x4xf32>)
      %31 = ovl.linear row %result_42, %arg4 : (tensor<1x4x4xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
      %32 = ovl.all_reduce sum %31 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %33 = ovl.add %32, %arg5 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %34 = ovl.add %expanded, %33 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %result_43, %mean_44, %rstd_45 = ovl.layer_norm %34, %arg6, %arg7 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %35 = ovl.linear column %result_43, %arg8, %arg9 : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<16xf32>) -> tensor<1x4x16xf32>
      %36 = ovl.gelu %35 : tensor<1x4x16xf32>
      %37 = ovl.linear row %36, %arg10 : (tensor<1x4x16xf32>, tensor<16x8xf32>) -> tensor<1x4x8xf32>
      %38 = ovl.all_reduce sum %37 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %39 = ovl.add %38, %arg11 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %40 = ovl.add %34, %39 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %result_46, %mean_47, %rstd_48 = ovl.layer_norm %40, %arg12, %arg13 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %41 = ovl.linear column %result_46, %arg14 transpose_weight : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x4xf32>
      %42 = ovl.cross_entropy_max %41 : (tensor<1x4x4xf32>) -> tensor<1x4xf32>
      %43 = ovl.all_reduce max %42 over [tp] : tensor<1x4xf32> -> tensor<1x4xf32>
      %44 = ovl.load_batch labels microbatch 0 vocab 8 : tensor<1x4xi32>
      %45 = ovl.cross_entropy_stats %41, %43, %44 vocab_parallel over [tp] : (tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4xi32>) -> tensor<1x4x2xf32>
      %46 = ovl.all_reduce sum %45 over [tp] : tensor<1x4x2xf32> -> tensor<1x4x2xf32>
      %47 = ovl.cross_entropy_loss %46 : (tensor<1x4x2xf32>) -> tensor<f32>
      ovl.log_loss %47 : tensor<f32>
      ovl.yield %expanded, %40, %result_46, %mean_47, %rstd_48, %41, %43, %46, %44 : tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32>
    }
    %1:9 = ovl.job forward microbatch 1 -> tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32> {
      %28 = ovl.recv from pp = 0 : tensor<2x8xf32>
      %29 = ovl.all_gather %28 over [tp] dim 0 : tensor<2x8xf32> -> tensor<4x8xf32>
      %expanded = tensor.expand_shape %29 [[0, 1], [2]] output_shape [1, 4, 8] : tensor<4x8xf32> into tensor<1x4x8xf32>
      %result, %mean, %rstd = ovl.layer_norm %expanded, %arg0, %arg1 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %30 = ovl.linear column %result, %arg2, %arg3 : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<12xf32>) -> tensor<1x4x12xf32>
      %result_42, %logsumexp = ovl.attention %30 heads 1 causal : (tensor<1x4x12xf32>) -> (tensor<1x4x4xf32>, tensor<1x1x4xf32>)
      %31 = ovl.linear row %result_42, %arg4 : (tensor<1x4x4xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
      %32 = ovl.all_reduce sum %31 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %33 = ovl.add %32, %arg5 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %34 = ovl.add %expanded, %33 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %result_43, %mean_44, %rstd_45 = ovl.layer_norm %34, %arg6, %arg7 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %35 = ovl.linear column %result_43, %arg8, %arg9 : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<16xf32>) -> tensor<1x4x16xf32>
      %36 = ovl.gelu %35 : tensor<1x4x16xf32>
      %37 = ovl.linear row %36, %arg10 : (tensor<1x4x16xf32>, tensor<16x8xf32>) -> tensor<1x4x8xf32>
      %38 = ovl.all_reduce sum %37 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %39 = ovl.add %38, %arg11 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %40 = ovl.add %34, %39 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %result_46, %mean_47, %rstd_48 = ovl.layer_norm %40, %arg12, %arg13 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %41 = ovl.linear column %result_46, %arg14 transpose_weight : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x4xf32>
      %42 = ovl.cross_entropy_max %41 : (tensor<1x4x4xf32>) -> tensor<1x4xf32>
      %43 = ovl.all_reduce max %42 over [tp] : tensor<1x4xf32> -> tensor<1x4xf32>
      %44 = ovl.load_batch labels microbatch 1 vocab 8 : tensor<1x4xi32>
      %45 = ovl.cross_entropy_stats %41, %43, %44 vocab_parallel over [tp] : (tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4xi32>) -> tensor<1x4x2xf32>
      %46 = ovl.all_reduce sum %45 over [tp] : tensor<1x4x2xf32> -> tensor<1x4x2xf32>
      %47 = ovl.cross_entropy_loss %46 : (tensor<1x4x2xf32>) -> tensor<f32>
      ovl.log_loss %47 : tensor<f32>
      ovl.yield %expanded, %40, %result_46, %mean_47, %rstd_48, %41, %43, %46, %44 : tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32>
    }
    %2:15 = ovl.job backward microbatch 0 -> tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32> {
      %28 = ovl.cross_entropy_grad %0#5, %0#6, %0#7, %0#8 vocab_parallel over [tp] scale 1.250000e-01 : (tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32>) -> tensor<1x4x4xf32>
      %input_grad, %weight_grad = ovl.matmul_grad column %0#2, %arg14, %28 transpose_weight : (tensor<1x4x8xf32>, tensor<4x8xf32>, tensor<1x4x4xf32>) -> (tensor<1x4x8xf32>, tensor<4x8xf32>)
      %29 = ovl.all_reduce sum %input_grad over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %input_grad_42, %gamma_grad, %beta_grad = ovl.layer_norm_grad %0#1, %arg12, %0#3, %0#4, %29 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %result, %mean, %rstd = ovl.layer_norm %0#0, %arg0, %arg1 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %30 = ovl.linear column %result, %arg2, %arg3 : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<12xf32>) -> tensor<1x4x12xf32>
      %result_43, %logsumexp = ovl.attention %30 heads 1 causal : (tensor<1x4x12xf32>) -> (tensor<1x4x4xf32>, tensor<1x1x4xf32>)
      %31 = ovl.linear row %result_43, %arg4 : (tensor<1x4x4xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
      %32 = ovl.all_reduce sum %31 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %33 = ovl.add %32, %arg5 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %34 = ovl.add %0#0, %33 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %result_44, %mean_45, %rstd_46 = ovl.layer_norm %34, %arg6, %arg7 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %35 = ovl.linear column %result_44, %arg8, %arg9 : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<16xf32>) -> tensor<1x4x16xf32>
      %36 = ovl.gelu %35 : tensor<1x4x16xf32>
      %37 = ovl.linear row %36, %arg10 : (tensor<1x4x16xf32>, tensor<16x8xf32>) -> tensor<1x4x8xf32>
      %38 = ovl.all_reduce sum %37 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %39 = ovl.add %38, %arg11 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %40 = ovl.add %34, %39 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %41 = ovl.bias_grad %input_grad_42 : (tensor<1x4x8xf32>) -> tensor<8xf32>
      %input_grad_47, %weight_grad_48 = ovl.matmul_grad row %36, %arg10, %input_grad_42 : (tensor<1x4x16xf32>, tensor<16x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x16xf32>, tensor<16x8xf32>)
      %42 = ovl.gelu_grad %35, %input_grad_47 : tensor<1x4x16xf32>
      %43 = ovl.bias_grad %42 : (tensor<1x4x16xf32>) -> tensor<16xf32>
      %input_grad_49, %weight_grad_50 = ovl.matmul_grad column %result_44, %arg8, %42 : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<1x4x16xf32>) -> (tensor<1x4x8xf32>, tensor<8x16xf32>)
      %44 = ovl.all_reduce sum %input_grad_49 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %input_grad_51, %gamma_grad_52, %beta_grad_53 = ovl.layer_norm_grad %34, %arg6, %mean_45, %rstd_46, %44 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %45 = ovl.add %input_grad_42, %input_grad_51 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %46 = ovl.bias_grad %45 : (tensor<1x4x8xf32>) -> tensor<8xf32>
      %input_grad_54, %weight_grad_55 = ovl.matmul_grad row %result_43, %arg4, %45 : (tensor<1x4x4xf32>, tensor<4x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x4xf32>, tensor<4x8xf32>)
      %47 = ovl.attention_grad %30, %result_43, %logsumexp, %input_grad_54 heads 1 causal : (tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x12xf32>
      %48 = ovl.bias_grad %47 : (tensor<1x4x12xf32>) -> tensor<12xf32>
      %input_grad_56, %weight_grad_57 = ovl.matmul_grad column %result, %arg2, %47 : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<1x4x12xf32>) -> (tensor<1x4x8xf32>, tensor<8x12xf32>)
      %49 = ovl.all_reduce sum %input_grad_56 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %input_grad_58, %gamma_grad_59, %beta_grad_60 = ovl.layer_norm_grad %0#0, %arg0, %mean, %rstd, %49 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %50 = ovl.add %45, %input_grad_58 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %collapsed = tensor.collapse_shape %50 [[0, 1], [2]] : tensor<1x4x8xf32> into tensor<4x8xf32>
      %51 = ovl.local_shard %collapsed over [tp] : tensor<4x8xf32> -> tensor<2x8xf32>
      ovl.send %51 to pp = 0 : tensor<2x8xf32>
      ovl.yield %gamma_grad_59, %beta_grad_60, %weight_grad_57, %48, %weight_grad_55, %46, %gamma_grad_52, %beta_grad_53, %weight_grad_50, %43, %weight_grad_48, %41, %gamma_grad, %beta_grad, %weight_grad : tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>
    }
    %3:15 = ovl.job backward microbatch 1 -> tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32> {
      %28 = ovl.cross_entropy_grad %1#5, %1#6, %1#7, %1#8 vocab_parallel over [tp] scale 1.250000e-01 : (tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32>) -> tensor<1x4x4xf32>
      %input_grad, %weight_grad = ovl.matmul_grad column %1#2, %arg14, %28 transpose_weight : (tensor<1x4x8xf32>, tensor<4x8xf32>, tensor<1x4x4xf32>) -> (tensor<1x4x8xf32>, tensor<4x8xf32>)
      %29 = ovl.all_reduce sum %input_grad over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %30 = ovl.add %2#14, %weight_grad : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      %input_grad_42, %gamma_grad, %beta_grad = ovl.layer_norm_grad %1#1, %arg12, %1#3, %1#4, %29 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %31 = ovl.add %2#12, %gamma_grad : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %32 = ovl.add %2#13, %beta_grad : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %result, %mean, %rstd = ovl.layer_norm %1#0, %arg0, %arg1 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %33 = ovl.linear column %result, %arg2, %arg3 : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<12xf32>) -> tensor<1x4x12xf32>
      %result_43, %logsumexp = ovl.attention %33 heads 1 causal : (tensor<1x4x12xf32>) -> (tensor<1x4x4xf32>, tensor<1x1x4xf32>)
      %34 = ovl.linear row %result_43, %arg4 : (tensor<1x4x4xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
      %35 = ovl.all_reduce sum %34 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %36 = ovl.add %35, %arg5 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %37 = ovl.add %1#0, %36 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %result_44, %mean_45, %rstd_46 = ovl.layer_norm %37, %arg6, %arg7 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %38 = ovl.linear column %result_44, %arg8, %arg9 : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<16xf32>) -> tensor<1x4x16xf32>
      %39 = ovl.gelu %38 : tensor<1x4x16xf32>
      %40 = ovl.linear row %39, %arg10 : (tensor<1x4x16xf32>, tensor<16x8xf32>) -> tensor<1x4x8xf32>
      %41 = ovl.all_reduce sum %40 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %42 = ovl.add %41, %arg11 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %43 = ovl.add %37, %42 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %44 = ovl.bias_grad %input_grad_42 : (tensor<1x4x8xf32>) -> tensor<8xf32>
      %45 = ovl.add %2#11, %44 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %input_grad_47, %weight_grad_48 = ovl.matmul_grad row %39, %arg10, %input_grad_42 : (tensor<1x4x16xf32>, tensor<16x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x16xf32>, tensor<16x8xf32>)
      %46 = ovl.add %2#10, %weight_grad_48 : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
      %47 = ovl.gelu_grad %38, %input_grad_47 : tensor<1x4x16xf32>
      %48 = ovl.bias_grad %47 : (tensor<1x4x16xf32>) -> tensor<16xf32>
      %49 = ovl.add %2#9, %48 : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %input_grad_49, %weight_grad_50 = ovl.matmul_grad column %result_44, %arg8, %47 : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<1x4x16xf32>) -> (tensor<1x4x8xf32>, tensor<8x16xf32>)
      %50 = ovl.all_reduce sum %input_grad_49 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %51 = ovl.add %2#8, %weight_grad_50 : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
      %input_grad_51, %gamma_grad_52, %beta_grad_53 = ovl.layer_norm_grad %37, %arg6, %mean_45, %rstd_46, %50 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %52 = ovl.add %2#6, %gamma_grad_52 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %53 = ovl.add %2#7, %beta_grad_53 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %54 = ovl.add %input_grad_42, %input_grad_51 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %55 = ovl.bias_grad %54 : (tensor<1x4x8xf32>) -> tensor<8xf32>
      %56 = ovl.add %2#5, %55 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %input_grad_54, %weight_grad_55 = ovl.matmul_grad row %result_43, %arg4, %54 : (tensor<1x4x4xf32>, tensor<4x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x4xf32>, tensor<4x8xf32>)
      %57 = ovl.add %2#4, %weight_grad_55 : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      %58 = ovl.attention_grad %33, %result_43, %logsumexp, %input_grad_54 heads 1 causal : (tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x12xf32>
      %59 = ovl.bias_grad %58 : (tensor<1x4x12xf32>) -> tensor<12xf32>
      %60 = ovl.add %2#3, %59 : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
      %input_grad_56, %weight_grad_57 = ovl.matmul_grad column %result, %arg2, %58 : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<1x4x12xf32>) -> (tensor<1x4x8xf32>, tensor<8x12xf32>)
      %61 = ovl.all_reduce sum %input_grad_56 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %62 = ovl.add %2#2, %weight_grad_57 : (tensor<8x12xf32>, tensor<8x12xf32>) -> tensor<8x12xf32>
      %input_grad_58, %gamma_grad_59, %beta_grad_60 = ovl.layer_norm_grad %1#0, %arg0, %mean, %rstd, %61 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %63 = ovl.add %2#0, %gamma_grad_59 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %64 = ovl.add %2#1, %beta_grad_60 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %65 = ovl.add %54, %input_grad_58 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %collapsed = tensor.collapse_shape %65 [[0, 1], [2]] : tensor<1x4x8xf32> into tensor<4x8xf32>
      %66 = ovl.local_shard %collapsed over [tp] : tensor<4x8xf32> -> tensor<2x8xf32>
      ovl.send %66 to pp = 0 : tensor<2x8xf32>
      ovl.yield %63, %64, %62, %60, %57, %56, %52, %53, %51, %49, %46, %45, %31, %32, %30 : tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>
    }
    %4 = ovl.recv from pp = 0 : tensor<4x8xf32>
    ovl.send %3#14 to pp = 0 : tensor<4x8xf32>
    %5 = ovl.add %4, %3#14 : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %6 = ovl.sum_squares %3#10, %3#9, %3#8, %3#4, %3#3, %3#2 : tensor<16x8xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<4x8xf32>, tensor<12xf32>, tensor<8x12xf32> -> tensor<f32>
    %7 = ovl.all_reduce sum %6 over [tp] : tensor<f32> -> tensor<f32>
    %8 = ovl.sum_squares %3#12, %3#13, %3#11, %3#6, %3#7, %3#5 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32> -> tensor<f32>
    %9 = ovl.sum_squares %3#0, %3#1 : tensor<8xf32>, tensor<8xf32> -> tensor<f32>
    %10 = ovl.add %8, %9 : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %11 = ovl.add %7, %10 : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %12 = ovl.all_reduce sum %11 over [pp] : tensor<f32> -> tensor<f32>
    %13 = ovl.clip_by_global_norm %3#0, %12 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %14 = ovl.clip_by_global_norm %3#1, %12 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %15 = ovl.clip_by_global_norm %3#2, %12 max_norm 1.000000e+00 : tensor<8x12xf32>, tensor<f32>
    %16 = ovl.clip_by_global_norm %3#3, %12 max_norm 1.000000e+00 : tensor<12xf32>, tensor<f32>
    %17 = ovl.clip_by_global_norm %3#4, %12 max_norm 1.000000e+00 : tensor<4x8xf32>, tensor<f32>
    %18 = ovl.clip_by_global_norm %3#5, %12 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %19 = ovl.clip_by_global_norm %3#6, %12 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %20 = ovl.clip_by_global_norm %3#7, %12 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %21 = ovl.clip_by_global_norm %3#8, %12 max_norm 1.000000e+00 : tensor<8x16xf32>, tensor<f32>
    %22 = ovl.clip_by_global_norm %3#9, %12 max_norm 1.000000e+00 : tensor<16xf32>, tensor<f32>
    %23 = ovl.clip_by_global_norm %3#10, %12 max_norm 1.000000e+00 : tensor<16x8xf32>, tensor<f32>
    %24 = ovl.clip_by_global_norm %3#11, %12 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %25 = ovl.clip_by_global_norm %3#12, %12 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %26 = ovl.clip_by_global_norm %3#13, %12 max_norm 1.000000e+00 : tensor<8xf32>, tensor<f32>
    %27 = ovl.clip_by_global_norm %5, %12 max_norm 1.000000e+00 : tensor<4x8xf32>, tensor<f32>
    %new_param, %new_exp_avg, %new_exp_avg_sq = ovl.adamw_update %arg0, %13, %arg15, %arg30 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_0, %new_exp_avg_1, %new_exp_avg_sq_2 = ovl.adamw_update %arg1, %14, %arg16, %arg31 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_3, %new_exp_avg_4, %new_exp_avg_sq_5 = ovl.adamw_update %arg2, %15, %arg17, %arg32 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {weight_decay = 1.000000e-02 : f64} : tensor<8x12xf32>
    %new_param_6, %new_exp_avg_7, %new_exp_avg_sq_8 = ovl.adamw_update %arg3, %16, %arg18, %arg33 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<12xf32>
    %new_param_9, %new_exp_avg_10, %new_exp_avg_sq_11 = ovl.adamw_update %arg4, %17, %arg19, %arg34 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {weight_decay = 1.000000e-02 : f64} : tensor<4x8xf32>
    %new_param_12, %new_exp_avg_13, %new_exp_avg_sq_14 = ovl.adamw_update %arg5, %18, %arg20, %arg35 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_15, %new_exp_avg_16, %new_exp_avg_sq_17 = ovl.adamw_update %arg6, %19, %arg21, %arg36 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_18, %new_exp_avg_19, %new_exp_avg_sq_20 = ovl.adamw_update %arg7, %20, %arg22, %arg37 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_21, %new_exp_avg_22, %new_exp_avg_sq_23 = ovl.adamw_update %arg8, %21, %arg23, %arg38 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {weight_decay = 1.000000e-02 : f64} : tensor<8x16xf32>
    %new_param_24, %new_exp_avg_25, %new_exp_avg_sq_26 = ovl.adamw_update %arg9, %22, %arg24, %arg39 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<16xf32>
    %new_param_27, %new_exp_avg_28, %new_exp_avg_sq_29 = ovl.adamw_update %arg10, %23, %arg25, %arg40 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {weight_decay = 1.000000e-02 : f64} : tensor<16x8xf32>
    %new_param_30, %new_exp_avg_31, %new_exp_avg_sq_32 = ovl.adamw_update %arg11, %24, %arg26, %arg41 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_33, %new_exp_avg_34, %new_exp_avg_sq_35 = ovl.adamw_update %arg12, %25, %arg27, %arg42 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_36, %new_exp_avg_37, %new_exp_avg_sq_38 = ovl.adamw_update %arg13, %26, %arg28, %arg43 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 : tensor<8xf32>
    %new_param_39, %new_exp_avg_40, %new_exp_avg_sq_41 = ovl.adamw_update %arg14, %27, %arg29, %arg44 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {weight_decay = 1.000000e-02 : f64} : tensor<4x8xf32>
    return %new_param, %new_param_0, %new_param_3, %new_param_6, %new_param_9, %new_param_12, %new_param_15, %new_param_18, %new_param_21, %new_param_24, %new_param_27, %new_param_30, %new_param_33, %new_param_36, %new_param_39, %new_exp_avg, %new_exp_avg_1, %new_exp_avg_4, %new_exp_avg_7, %new_exp_avg_10, %new_exp_avg_13, %new_exp_avg_16, %new_exp_avg_19, %new_exp_avg_22, %new_exp_avg_25, %new_exp_avg_28, %new_exp_avg_31, %new_exp_avg_34, %new_exp_avg_37, %new_exp_avg_40, %new_exp_avg_sq, %new_exp_avg_sq_2, %new_exp_avg_sq_5, %new_exp_avg_sq_8, %new_exp_avg_sq_11, %new_exp_avg_sq_14, %new_exp_avg_sq_17, %new_exp_avg_sq_20, %new_exp_avg_sq_23, %new_exp_avg_sq_26, %new_exp_avg_sq_29, %new_exp_avg_sq_32, %new_exp_avg_sq_35, %new_exp_avg_sq_38, %new_exp_avg_sq_41 : tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>
  }
}

