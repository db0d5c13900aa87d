// ovl-gen gpt --hidden-size 8 --num-attention-heads 2 --seq-length 4 --micro-batch-size 1 --num-microbatches 2 --vocab-size 8 --make-vocab-size-divisible-by 1 --num-layers 2 --tensor-model-parallel-size 2 --pipeline-model-parallel-size 2 --data-parallel-size 2
module {
  ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 2 : data, tp = 2 : tensor]
  ovl.pipeline @pipeline over pp stages [@stage0, @stage1] microbatches 2
  func.func @stage0(%arg0: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight", global [8, 8], shard 0 over tp, init normal(2.000000e-02)>}, %arg1: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.position_embeddings.weight", global [4, 8], init normal(2.000000e-02)>}, %arg2: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.weight", global [8], init ones>}, %arg3: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.bias", global [8], init zeros>}, %arg4: tensor<8x12xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.weight", global [8, 24], shard 1 over tp, init normal(2.000000e-02)>}, %arg5: tensor<12xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.bias", global [24], shard 0 over tp, init zeros>}, %arg6: tensor<4x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.weight", global [8, 8], shard 0 over tp, init normal(1.000000e-02)>}, %arg7: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.bias", global [8], init zeros>}, %arg8: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.weight", global [8], init ones>}, %arg9: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.bias", global [8], init zeros>}, %arg10: tensor<8x16xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.weight", global [8, 32], shard 1 over tp, init normal(2.000000e-02)>}, %arg11: tensor<16xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.bias", global [32], shard 0 over tp, init zeros>}, %arg12: tensor<16x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.weight", global [32, 8], shard 0 over tp, init normal(1.000000e-02)>}, %arg13: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.bias", global [8], init zeros>}, %arg14: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight.momentum_buffer", global [8, 8], shard 0 over tp, init zeros>}, %arg15: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.position_embeddings.weight.momentum_buffer", global [4, 8], init zeros>}, %arg16: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.weight.momentum_buffer", global [8], init zeros>}, %arg17: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.bias.momentum_buffer", global [8], init zeros>}, %arg18: tensor<8x12xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.weight.momentum_buffer", global [8, 24], shard 1 over tp, init zeros>}, %arg19: tensor<12xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.bias.momentum_buffer", global [24], shard 0 over tp, init zeros>}, %arg20: tensor<4x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.weight.momentum_buffer", global [8, 8], shard 0 over tp, init zeros>}, %arg21: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.bias.momentum_buffer", global [8], init zeros>}, %arg22: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.weight.momentum_buffer", global [8], init zeros>}, %arg23: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.bias.momentum_buffer", global [8], init zeros>}, %arg24: tensor<8x16xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.weight.momentum_buffer", global [8, 32], shard 1 over tp, init zeros>}, %arg25: tensor<16xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.bias.momentum_buffer", global [32], shard 0 over tp, init zeros>}, %arg26: tensor<16x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.weight.momentum_buffer", global [32, 8], shard 0 over tp, init zeros>}, %arg27: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.bias.momentum_buffer", global [8], init zeros>}) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>) attributes {ovl.stage = 0 : i64} {
    %0:14 = ovl.job forward microbatch 0 -> tensor<1x4xi32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32> {
      %18 = ovl.load_batch tokens microbatch 0 vocab 8 : tensor<1x4xi32>
      %19 = ovl.embedding %18, %arg0 vocab_parallel over [tp] : (tensor<1x4xi32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
      %20 = ovl.all_reduce sum %19 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %21 = ovl.add %20, %arg1 : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
      %result, %mean, %rstd = ovl.layer_norm %21, %arg2, %arg3 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %22 = ovl.linear column %result, %arg4, %arg5 : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<12xf32>) -> tensor<1x4x12xf32>
      %result_26, %logsumexp = ovl.attention %22 heads 1 causal : (tensor<1x4x12xf32>) -> (tensor<1x4x4xf32>, tensor<1x1x4xf32>)
      %23 = ovl.linear row %result_26, %arg6 : (tensor<1x4x4xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
      %24 = ovl.all_reduce sum %23 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %25 = ovl.add %24, %arg7 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %26 = ovl.add %21, %25 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %result_27, %mean_28, %rstd_29 = ovl.layer_norm %26, %arg8, %arg9 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %27 = ovl.linear column %result_27, %arg10, %arg11 : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<16xf32>) -> tensor<1x4x16xf32>
      %28 = ovl.gelu %27 : tensor<1x4x16xf32>
      %29 = ovl.linear row %28, %arg12 : (tensor<1x4x16xf32>, tensor<16x8xf32>) -> tensor<1x4x8xf32>
      %30 = ovl.all_reduce sum %29 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %31 = ovl.add %30, %arg13 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %32 = ovl.add %26, %31 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      ovl.send %32 to pp = 1 : tensor<1x4x8xf32>
      ovl.yield %18, %21, %result, %mean, %rstd, %22, %result_26, %logsumexp, %26, %result_27, %mean_28, %rstd_29, %27, %28 : tensor<1x4xi32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>
    }
    %1:14 = ovl.job forward microbatch 1 -> tensor<1x4xi32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32> {
      %18 = ovl.load_batch tokens microbatch 1 vocab 8 : tensor<1x4xi32>
      %19 = ovl.embedding %18, %arg0 vocab_parallel over [tp] : (tensor<1x4xi32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
      %20 = ovl.all_reduce sum %19 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %21 = ovl.add %20, %arg1 : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
      %result, %mean, %rstd = ovl.layer_norm %21, %arg2, %arg3 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %22 = ovl.linear column %result, %arg4, %arg5 : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<12xf32>) -> tensor<1x4x12xf32>
      %result_26, %logsumexp = ovl.attention %22 heads 1 causal : (tensor<1x4x12xf32>) -> (tensor<1x4x4xf32>, tensor<1x1x4xf32>)
      %23 = ovl.linear row %result_26, %arg6 : (tensor<1x4x4xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
      %24 = ovl.all_reduce sum %23 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %25 = ovl.add %24, %arg7 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %26 = ovl.add %21, %25 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %result_27, %mean_28, %rstd_29 = ovl.layer_norm %26, %arg8, %arg9 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %27 = ovl.linear column %result_27, %arg10, %arg11 : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<16xf32>) -> tensor<1x4x16xf32>
      %28 = ovl.gelu %27 : tensor<1x4x16xf32>
      %29 = ovl.linear row %28, %arg12 : (tensor<1x4x16xf32>, tensor<16x8xf32>) -> tensor<1x4x8xf32>
      %30 = ovl.all_reduce sum %29 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %31 = ovl.add %30, %arg13 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %32 = ovl.add %26, %31 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      ovl.send %32 to pp = 1 : tensor<1x4x8xf32>
      ovl.yield %18, %21, %result, %mean, %rstd, %22, %result_26, %logsumexp, %26, %result_27, %mean_28, %rstd_29, %27, %28 : tensor<1x4xi32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>
    }
    %2:14 = ovl.job backward microbatch 0 -> tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32> {
      %18 = ovl.recv from pp = 1 : tensor<1x4x8xf32>
      %19 = ovl.bias_grad %18 : (tensor<1x4x8xf32>) -> tensor<8xf32>
      %input_grad, %weight_grad = ovl.matmul_grad row %0#13, %arg12, %18 : (tensor<1x4x16xf32>, tensor<16x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x16xf32>, tensor<16x8xf32>)
      %20 = ovl.gelu_grad %0#12, %input_grad : tensor<1x4x16xf32>
      %21 = ovl.bias_grad %20 : (tensor<1x4x16xf32>) -> tensor<16xf32>
      %input_grad_26, %weight_grad_27 = ovl.matmul_grad column %0#9, %arg10, %20 : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<1x4x16xf32>) -> (tensor<1x4x8xf32>, tensor<8x16xf32>)
      %22 = ovl.all_reduce sum %input_grad_26 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %input_grad_28, %gamma_grad, %beta_grad = ovl.layer_norm_grad %0#8, %arg8, %0#10, %0#11, %22 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %23 = ovl.add %18, %input_grad_28 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %24 = ovl.bias_grad %23 : (tensor<1x4x8xf32>) -> tensor<8xf32>
      %input_grad_29, %weight_grad_30 = ovl.matmul_grad row %0#6, %arg6, %23 : (tensor<1x4x4xf32>, tensor<4x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x4xf32>, tensor<4x8xf32>)
      %25 = ovl.attention_grad %0#5, %0#6, %0#7, %input_grad_29 heads 1 causal : (tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x12xf32>
      %26 = ovl.bias_grad %25 : (tensor<1x4x12xf32>) -> tensor<12xf32>
      %input_grad_31, %weight_grad_32 = ovl.matmul_grad column %0#2, %arg4, %25 : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<1x4x12xf32>) -> (tensor<1x4x8xf32>, tensor<8x12xf32>)
      %27 = ovl.all_reduce sum %input_grad_31 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %input_grad_33, %gamma_grad_34, %beta_grad_35 = ovl.layer_norm_grad %0#1, %arg2, %0#3, %0#4, %27 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %28 = ovl.add %23, %input_grad_33 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %29 = ovl.bias_grad %28 : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
      %30 = ovl.embedding_grad %0#0, %28 vocab_parallel over [tp] : (tensor<1x4xi32>, tensor<1x4x8xf32>) -> tensor<4x8xf32>
      ovl.yield %30, %29, %gamma_grad_34, %beta_grad_35, %weight_grad_32, %26, %weight_grad_30, %24, %gamma_grad, %beta_grad, %weight_grad_27, %21, %weight_grad, %19 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>
    }
    %3:14 = ovl.job backward microbatch 1 -> tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32> {
      %18 = ovl.recv from pp = 1 : tensor<1x4x8xf32>
      %19 = ovl.bias_grad %18 : (tensor<1x4x8xf32>) -> tensor<8xf32>
      %20 = ovl.add %2#13, %19 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %input_grad, %weight_grad = ovl.matmul_grad row %1#13, %arg12, %18 : (tensor<1x4x16xf32>, tensor<16x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x16xf32>, tensor<16x8xf32>)
      %21 = ovl.add %2#12, %weight_grad : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
      %22 = ovl.gelu_grad %1#12, %input_grad : tensor<1x4x16xf32>
      %23 = ovl.bias_grad %22 : (tensor<1x4x16xf32>) -> tensor<16xf32>
      %24 = ovl.add %2#11, %23 : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %input_grad_26, %weight_grad_27 = ovl.matmul_grad column %1#9, %arg10, %22 : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<1x4x16xf32>) -> (tensor<1x4x8xf32>, tensor<8x16xf32>)
      %25 = ovl.all_reduce sum %input_grad_26 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %26 = ovl.add %2#10, %weight_grad_27 : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
      %input_grad_28, %gamma_grad, %beta_grad = ovl.layer_norm_grad %1#8, %arg8, %1#10, %1#11, %25 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %27 = ovl.add %2#8, %gamma_grad : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %28 = ovl.add %2#9, %beta_grad : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %29 = ovl.add %18, %input_grad_28 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %30 = ovl.bias_grad %29 : (tensor<1x4x8xf32>) -> tensor<8xf32>
      %31 = ovl.add %2#7, %30 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %input_grad_29, %weight_grad_30 = ovl.matmul_grad row %1#6, %arg6, %29 : (tensor<1x4x4xf32>, tensor<4x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x4xf32>, tensor<4x8xf32>)
      %32 = ovl.add %2#6, %weight_grad_30 : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      %33 = ovl.attention_grad %1#5, %1#6, %1#7, %input_grad_29 heads 1 causal : (tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x12xf32>
      %34 = ovl.bias_grad %33 : (tensor<1x4x12xf32>) -> tensor<12xf32>
      %35 = ovl.add %2#5, %34 : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
      %input_grad_31, %weight_grad_32 = ovl.matmul_grad column %1#2, %arg4, %33 : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<1x4x12xf32>) -> (tensor<1x4x8xf32>, tensor<8x12xf32>)
      %36 = ovl.all_reduce sum %input_grad_31 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %37 = ovl.add %2#4, %weight_grad_32 : (tensor<8x12xf32>, tensor<8x12xf32>) -> tensor<8x12xf32>
      %input_grad_33, %gamma_grad_34, %beta_grad_35 = ovl.layer_norm_grad %1#1, %arg2, %1#3, %1#4, %36 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %38 = ovl.add %2#2, %gamma_grad_34 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %39 = ovl.add %2#3, %beta_grad_35 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %40 = ovl.add %29, %input_grad_33 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %41 = ovl.bias_grad %40 : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
      %42 = ovl.add %2#1, %41 : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      %43 = ovl.embedding_grad %1#0, %40 vocab_parallel over [tp] : (tensor<1x4xi32>, tensor<1x4x8xf32>) -> tensor<4x8xf32>
      %44 = ovl.add %2#0, %43 : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      ovl.yield %44, %42, %38, %39, %37, %35, %32, %31, %27, %28, %26, %24, %21, %20 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>
    }
    %4 = ovl.all_reduce sum %3#13 over [dp] : tensor<8xf32> -> tensor<8xf32>
    %5 = ovl.all_reduce sum %3#12 over [dp] : tensor<16x8xf32> -> tensor<16x8xf32>
    %6 = ovl.all_reduce sum %3#11 over [dp] : tensor<16xf32> -> tensor<16xf32>
    %7 = ovl.all_reduce sum %3#10 over [dp] : tensor<8x16xf32> -> tensor<8x16xf32>
    %8 = ovl.all_reduce sum %3#8 over [dp] : tensor<8xf32> -> tensor<8xf32>
    %9 = ovl.all_reduce sum %3#9 over [dp] : tensor<8xf32> -> tensor<8xf32>
    %10 = ovl.all_reduce sum %3#7 over [dp] : tensor<8xf32> -> tensor<8xf32>
    %11 = ovl.all_reduce sum %3#6 over [dp] : tensor<4x8xf32> -> tensor<4x8xf32>
    %12 = ovl.all_reduce sum %3#5 over [dp] : tensor<12xf32> -> tensor<12xf32>
    %13 = ovl.all_reduce sum %3#4 over [dp] : tensor<8x12xf32> -> tensor<8x12xf32>
    %14 = ovl.all_reduce sum %3#2 over [dp] : tensor<8xf32> -> tensor<8xf32>
    %15 = ovl.all_reduce sum %3#3 over [dp] : tensor<8xf32> -> tensor<8xf32>
    %16 = ovl.all_reduce sum %3#1 over [dp] : tensor<4x8xf32> -> tensor<4x8xf32>
    %17 = ovl.all_reduce sum %3#0 over [dp] : tensor<4x8xf32> -> tensor<4x8xf32>
    %new_param, %new_momentum_buffer = ovl.sgd_update %arg0, %17, %arg14 lr 5.000000e-02 momentum 9.000000e-01 {weight_decay = 1.000000e-02 : f64} : tensor<4x8xf32>
    %new_param_0, %new_momentum_buffer_1 = ovl.sgd_update %arg1, %16, %arg15 lr 5.000000e-02 momentum 9.000000e-01 {weight_decay = 1.000000e-02 : f64} : tensor<4x8xf32>
    %new_param_2, %new_momentum_buffer_3 = ovl.sgd_update %arg2, %14, %arg16 lr 5.000000e-02 momentum 9.000000e-01 : tensor<8xf32>
    %new_param_4, %new_momentum_buffer_5 = ovl.sgd_update %arg3, %15, %arg17 lr 5.000000e-02 momentum 9.000000e-01 : tensor<8xf32>
    %new_param_6, %new_momentum_buffer_7 = ovl.sgd_update %arg4, %13, %arg18 lr 5.000000e-02 momentum 9.000000e-01 {weight_decay = 1.000000e-02 : f64} : tensor<8x12xf32>
    %new_param_8, %new_momentum_buffer_9 = ovl.sgd_update %arg5, %12, %arg19 lr 5.000000e-02 momentum 9.000000e-01 : tensor<12xf32>
    %new_param_10, %new_momentum_buffer_11 = ovl.sgd_update %arg6, %11, %arg20 lr 5.000000e-02 momentum 9.000000e-01 {weight_decay = 1.000000e-02 : f64} : tensor<4x8xf32>
    %new_param_12, %new_momentum_buffer_13 = ovl.sgd_update %arg7, %10, %arg21 lr 5.000000e-02 momentum 9.000000e-01 : tensor<8xf32>
    %new_param_14, %new_momentum_buffer_15 = ovl.sgd_update %arg8, %8, %arg22 lr 5.000000e-02 momentum 9.000000e-01 : tensor<8xf32>
    %new_param_16, %new_momentum_buffer_17 = ovl.sgd_update %arg9, %9, %arg23 lr 5.000000e-02 momentum 9.000000e-01 : tensor<8xf32>
    %new_param_18, %new_momentum_buffer_19 = ovl.sgd_update %arg10, %7, %arg24 lr 5.000000e-02 momentum 9.000000e-01 {weight_decay = 1.000000e-02 : f64} : tensor<8x16xf32>
    %new_param_20, %new_momentum_buffer_21 = ovl.sgd_update %arg11, %6, %arg25 lr 5.000000e-02 momentum 9.000000e-01 : tensor<16xf32>
    %new_param_22, %new_momentum_buffer_23 = ovl.sgd_update %arg12, %5, %arg26 lr 5.000000e-02 momentum 9.000000e-01 {weight_decay = 1.000000e-02 : f64} : tensor<16x8xf32>
    %new_param_24, %new_momentum_buffer_25 = ovl.sgd_update %arg13, %4, %arg27 lr 5.000000e-02 momentum 9.000000e-01 : tensor<8xf32>
    return %new_param, %new_param_0, %new_param_2, %new_param_4, %new_param_6, %new_param_8, %new_param_10, %new_param_12, %new_param_14, %new_param_16, %new_param_18, %new_param_20, %new_param_22, %new_param_24, %new_momentum_buffer, %new_momentum_buffer_1, %new_momentum_buffer_3, %new_momentum_buffer_5, %new_momentum_buffer_7, %new_momentum_buffer_9, %new_momentum_buffer_11, %new_momentum_buffer_13, %new_momentum_buffer_15, %new_momentum_buffer_17, %new_momentum_buffer_19, %new_momentum_buffer_21, %new_momentum_buffer_23, %new_momentum_buffer_25 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>
  }
  func.func @stage1(%arg0: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.input_layernorm.weight", global [8], init ones>}, %arg1: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.input_layernorm.bias", global [8], init zeros>}, %arg2: tensor<8x12xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_qkv.weight", global [8, 24], shard 1 over tp, init normal(2.000000e-02)>}, %arg3: tensor<12xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_qkv.bias", global [24], shard 0 over tp, init zeros>}, %arg4: tensor<4x8xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_proj.weight", global [8, 8], shard 0 over tp, init normal(1.000000e-02)>}, %arg5: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_proj.bias", global [8], init zeros>}, %arg6: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.pre_mlp_layernorm.weight", global [8], init ones>}, %arg7: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.pre_mlp_layernorm.bias", global [8], init zeros>}, %arg8: tensor<8x16xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc1.weight", global [8, 32], shard 1 over tp, init normal(2.000000e-02)>}, %arg9: tensor<16xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc1.bias", global [32], shard 0 over tp, init zeros>}, %arg10: tensor<16x8xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc2.weight", global [32, 8], shard 0 over tp, init normal(1.000000e-02)>}, %arg11: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc2.bias", global [8], init zeros>}, %arg12: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.weight", global [8], init ones>}, %arg13: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.bias", global [8], init zeros>}, %arg14: tensor<8x4xf32> {ovl.param = #ovl.param<"output_layer.weight", global [8, 8], shard 1 over tp, init normal(2.000000e-02)>}, %arg15: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.input_layernorm.weight.momentum_buffer", global [8], init zeros>}, %arg16: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.input_layernorm.bias.momentum_buffer", global [8], init zeros>}, %arg17: tensor<8x12xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_qkv.weight.momentum_buffer", global [8, 24], shard 1 over tp, init zeros>}, %arg18: tensor<12xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_qkv.bias.momentum_buffer", global [24], shard 0 over tp, init zeros>}, %arg19: tensor<4x8xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_proj.weight.momentum_buffer", global [8, 8], shard 0 over tp, init zeros>}, %arg20: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_proj.bias.momentum_buffer", global [8], init zeros>}, %arg21: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.pre_mlp_layernorm.weight.momentum_buffer", global [8], init zeros>}, %arg22: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.pre_mlp_layernorm.bias.momentum_buffer", global [8], init zeros>}, %arg23: tensor<8x16xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc1.weight.momentum_buffer", global [8, 32], shard 1 over tp, init zeros>}, %arg24: tensor<16xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc1.bias.momentum_buffer", global [32], shard 0 over tp, init zeros>}, %arg25: tensor<16x8xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc2.weight.momentum_buffer", global [32, 8], shard 0 over tp, init zeros>}, %arg26: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc2.bias.momentum_buffer", global [8], init zeros>}, %arg27: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.weight.momentum_buffer", global [8], init zeros>}, %arg28: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.bias.momentum_buffer", global [8], init zeros>}, %arg29: tensor<8x4xf32> {ovl.param = #ovl.param<"output_layer.weight.momentum_buffer", global [8, 8], shard 1 over tp, init zeros>}) -> (tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x4xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x4xf32>) attributes {ovl.stage = 1 : i64} {
    %0:21 = ovl.job forward microbatch 0 -> tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32> {
      %19 = ovl.recv from pp = 0 : tensor<1x4x8xf32>
      %result, %mean, %rstd = ovl.layer_norm %19, %arg0, %arg1 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %20 = ovl.linear column %result, %arg2, %arg3 : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<12xf32>) -> tensor<1x4x12xf32>
      %result_28, %logsumexp = ovl.attention %20 heads 1 causal : (tensor<1x4x12xf32>) -> (tensor<1x4x4xf32>, tensor<1x1x4xf32>)
      %21 = ovl.linear row %result_28, %arg4 : (tensor<1x4x4xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
      %22 = ovl.all_reduce sum %21 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %23 = ovl.add %22, %arg5 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %24 = ovl.add %19, %23 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %result_29, %mean_30, %rstd_31 = ovl.layer_norm %24, %arg6, %arg7 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %25 = ovl.linear column %result_29, %arg8, %arg9 : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<16xf32>) -> tensor<1x4x16xf32>
      %26 = ovl.gelu %25 : tensor<1x4x16xf32>
      %27 = ovl.linear row %26, %arg10 : (tensor<1x4x16xf32>, tensor<16x8xf32>) -> tensor<1x4x8xf32>
      %28 = ovl.all_reduce sum %27 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %29 = ovl.add %28, %arg11 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %30 = ovl.add %24, %29 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %result_32, %mean_33, %rstd_34 = ovl.layer_norm %30, %arg12, %arg13 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %31 = ovl.linear column %result_32, %arg14 : (tensor<1x4x8xf32>, tensor<8x4xf32>) -> tensor<1x4x4xf32>
      %32 = ovl.cross_entropy_max %31 : (tensor<1x4x4xf32>) -> tensor<1x4xf32>
      %33 = ovl.all_reduce max %32 over [tp] : tensor<1x4xf32> -> tensor<1x4xf32>
      %34 = ovl.load_batch labels microbatch 0 vocab 8 : tensor<1x4xi32>
      %35 = ovl.cross_entropy_stats %31, %33, %34 vocab_parallel over [tp] : (tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4xi32>) -> tensor<1x4x2xf32>
      %36 = ovl.all_reduce sum %35 over [tp] : tensor<1x4x2xf32> -> tensor<1x4x2xf32>
      %37 = ovl.cross_entropy_loss %36 : (tensor<1x4x2xf32>) -> tensor<f32>
      ovl.log_loss %37 : tensor<f32>
      ovl.yield %19, %result, %mean, %rstd, %20, %result_28, %logsumexp, %24, %result_29, %mean_30, %rstd_31, %25, %26, %30, %result_32, %mean_33, %rstd_34, %31, %33, %36, %34 : tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32>
    }
    %1:21 = ovl.job forward microbatch 1 -> tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32> {
      %19 = ovl.recv from pp = 0 : tensor<1x4x8xf32>
      %result, %mean, %rstd = ovl.layer_norm %19, %arg0, %arg1 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %20 = ovl.linear column %result, %arg2, %arg3 : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<12xf32>) -> tensor<1x4x12xf32>
      %result_28, %logsumexp = ovl.attention %20 heads 1 causal : (tensor<1x4x12xf32>) -> (tensor<1x4x4xf32>, tensor<1x1x4xf32>)
      %21 = ovl.linear row %result_28, %arg4 : (tensor<1x4x4xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
      %22 = ovl.all_reduce sum %21 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %23 = ovl.add %22, %arg5 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %24 = ovl.add %19, %23 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %result_29, %mean_30, %rstd_31 = ovl.layer_norm %24, %arg6, %arg7 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %25 = ovl.linear column %result_29, %arg8, %arg9 : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<16xf32>) -> tensor<1x4x16xf32>
      %26 = ovl.gelu %25 : tensor<1x4x16xf32>
      %27 = ovl.linear row %26, %arg10 : (tensor<1x4x16xf32>, tensor<16x8xf32>) -> tensor<1x4x8xf32>
      %28 = ovl.all_reduce sum %27 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %29 = ovl.add %28, %arg11 : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
      %30 = ovl.add %24, %29 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %result_32, %mean_33, %rstd_34 = ovl.layer_norm %30, %arg12, %arg13 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
      %31 = ovl.linear column %result_32, %arg14 : (tensor<1x4x8xf32>, tensor<8x4xf32>) -> tensor<1x4x4xf32>
      %32 = ovl.cross_entropy_max %31 : (tensor<1x4x4xf32>) -> tensor<1x4xf32>
      %33 = ovl.all_reduce max %32 over [tp] : tensor<1x4xf32> -> tensor<1x4xf32>
      %34 = ovl.load_batch labels microbatch 1 vocab 8 : tensor<1x4xi32>
      %35 = ovl.cross_entropy_stats %31, %33, %34 vocab_parallel over [tp] : (tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4xi32>) -> tensor<1x4x2xf32>
      %36 = ovl.all_reduce sum %35 over [tp] : tensor<1x4x2xf32> -> tensor<1x4x2xf32>
      %37 = ovl.cross_entropy_loss %36 : (tensor<1x4x2xf32>) -> tensor<f32>
      ovl.log_loss %37 : tensor<f32>
      ovl.yield %19, %result, %mean, %rstd, %20, %result_28, %logsumexp, %24, %result_29, %mean_30, %rstd_31, %25, %26, %30, %result_32, %mean_33, %rstd_34, %31, %33, %36, %34 : tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32>
    }
    %2:15 = ovl.job backward microbatch 0 -> tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x4xf32> {
      %19 = ovl.cross_entropy_grad %0#17, %0#18, %0#19, %0#20 vocab_parallel over [tp] scale 6.250000e-02 : (tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32>) -> tensor<1x4x4xf32>
      %input_grad, %weight_grad = ovl.matmul_grad column %0#14, %arg14, %19 : (tensor<1x4x8xf32>, tensor<8x4xf32>, tensor<1x4x4xf32>) -> (tensor<1x4x8xf32>, tensor<8x4xf32>)
      %20 = ovl.all_reduce sum %input_grad over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %input_grad_28, %gamma_grad, %beta_grad = ovl.layer_norm_grad %0#13, %arg12, %0#15, %0#16, %20 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %21 = ovl.bias_grad %input_grad_28 : (tensor<1x4x8xf32>) -> tensor<8xf32>
      %input_grad_29, %weight_grad_30 = ovl.matmul_grad row %0#12, %arg10, %input_grad_28 : (tensor<1x4x16xf32>, tensor<16x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x16xf32>, tensor<16x8xf32>)
      %22 = ovl.gelu_grad %0#11, %input_grad_29 : tensor<1x4x16xf32>
      %23 = ovl.bias_grad %22 : (tensor<1x4x16xf32>) -> tensor<16xf32>
      %input_grad_31, %weight_grad_32 = ovl.matmul_grad column %0#8, %arg8, %22 : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<1x4x16xf32>) -> (tensor<1x4x8xf32>, tensor<8x16xf32>)
      %24 = ovl.all_reduce sum %input_grad_31 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %input_grad_33, %gamma_grad_34, %beta_grad_35 = ovl.layer_norm_grad %0#7, %arg6, %0#9, %0#10, %24 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %25 = ovl.add %input_grad_28, %input_grad_33 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %26 = ovl.bias_grad %25 : (tensor<1x4x8xf32>) -> tensor<8xf32>
      %input_grad_36, %weight_grad_37 = ovl.matmul_grad row %0#5, %arg4, %25 : (tensor<1x4x4xf32>, tensor<4x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x4xf32>, tensor<4x8xf32>)
      %27 = ovl.attention_grad %0#4, %0#5, %0#6, %input_grad_36 heads 1 causal : (tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x12xf32>
      %28 = ovl.bias_grad %27 : (tensor<1x4x12xf32>) -> tensor<12xf32>
      %input_grad_38, %weight_grad_39 = ovl.matmul_grad column %0#1, %arg2, %27 : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<1x4x12xf32>) -> (tensor<1x4x8xf32>, tensor<8x12xf32>)
      %29 = ovl.all_reduce sum %input_grad_38 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %input_grad_40, %gamma_grad_41, %beta_grad_42 = ovl.layer_norm_grad %0#0, %arg0, %0#2, %0#3, %29 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %30 = ovl.add %25, %input_grad_40 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      ovl.send %30 to pp = 0 : tensor<1x4x8xf32>
      ovl.yield %gamma_grad_41, %beta_grad_42, %weight_grad_39, %28, %weight_grad_37, %26, %gamma_grad_34, %beta_grad_35, %weight_grad_32, %23, %weight_grad_30, %21, %gamma_grad, %beta_grad, %weight_grad : tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x4xf32>
    }
    %3:15 = ovl.job backward microbatch 1 -> tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x4xf32> {
      %19 = ovl.cross_entropy_grad %1#17, %1#18, %1#19, %1#20 vocab_parallel over [tp] scale 6.250000e-02 : (tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32>) -> tensor<1x4x4xf32>
      %input_grad, %weight_grad = ovl.matmul_grad column %1#14, %arg14, %19 : (tensor<1x4x8xf32>, tensor<8x4xf32>, tensor<1x4x4xf32>) -> (tensor<1x4x8xf32>, tensor<8x4xf32>)
      %20 = ovl.all_reduce sum %input_grad over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %21 = ovl.add %2#14, %weight_grad : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
      %input_grad_28, %gamma_grad, %beta_grad = ovl.layer_norm_grad %1#13, %arg12, %1#15, %1#16, %20 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %22 = ovl.add %2#12, %gamma_grad : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %23 = ovl.add %2#13, %beta_grad : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %24 = ovl.bias_grad %input_grad_28 : (tensor<1x4x8xf32>) -> tensor<8xf32>
      %25 = ovl.add %2#11, %24 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %input_grad_29, %weight_grad_30 = ovl.matmul_grad row %1#12, %arg10, %input_grad_28 : (tensor<1x4x16xf32>, tensor<16x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x16xf32>, tensor<16x8xf32>)
      %26 = ovl.add %2#10, %weight_grad_30 : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
      %27 = ovl.gelu_grad %1#11, %input_grad_29 : tensor<1x4x16xf32>
      %28 = ovl.bias_grad %27 : (tensor<1x4x16xf32>) -> tensor<16xf32>
      %29 = ovl.add %2#9, %28 : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %input_grad_31, %weight_grad_32 = ovl.matmul_grad column %1#8, %arg8, %27 : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<1x4x16xf32>) -> (tensor<1x4x8xf32>, tensor<8x16xf32>)
      %30 = ovl.all_reduce sum %input_grad_31 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %31 = ovl.add %2#8, %weight_grad_32 : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
      %input_grad_33, %gamma_grad_34, %beta_grad_35 = ovl.layer_norm_grad %1#7, %arg6, %1#9, %1#10, %30 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %32 = ovl.add %2#6, %gamma_grad_34 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %33 = ovl.add %2#7, %beta_grad_35 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %34 = ovl.add %input_grad_28, %input_grad_33 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %35 = ovl.bias_grad %34 : (tensor<1x4x8xf32>) -> tensor<8xf32>
      %36 = ovl.add %2#5, %35 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %input_grad_36, %weight_grad_37 = ovl.matmul_grad row %1#5, %arg4, %34 : (tensor<1x4x4xf32>, tensor<4x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x4xf32>, tensor<4x8xf32>)
      %37 = ovl.add %2#4, %weight_grad_37 : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      %38 = ovl.attention_grad %1#4, %1#5, %1#6, %input_grad_36 heads 1 causal : (tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x12xf32>
      %39 = ovl.bias_grad %38 : (tensor<1x4x12xf32>) -> tensor<12xf32>
      %40 = ovl.add %2#3, %39 : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
      %input_grad_38, %weight_grad_39 = ovl.matmul_grad column %1#1, %arg2, %38 : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<1x4x12xf32>) -> (tensor<1x4x8xf32>, tensor<8x12xf32>)
      %41 = ovl.all_reduce sum %input_grad_38 over [tp] : tensor<1x4x8xf32> -> tensor<1x4x8xf32>
      %42 = ovl.add %2#2, %weight_grad_39 : (tensor<8x12xf32>, tensor<8x12xf32>) -> tensor<8x12xf32>
      %input_grad_40, %gamma_grad_41, %beta_grad_42 = ovl.layer_norm_grad %1#0, %arg0, %1#2, %1#3, %41 : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
      %43 = ovl.add %2#0, %gamma_grad_41 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %44 = ovl.add %2#1, %beta_grad_42 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %45 = ovl.add %34, %input_grad_40 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      ovl.send %45 to pp = 0 : tensor<1x4x8xf32>
      ovl.yield %43, %44, %42, %40, %37, %36, %32, %33, %31, %29, %26, %25, %22, %23, %21 : tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x4xf32>
    }
    %4 = ovl.all_reduce sum %3#14 over [dp] : tensor<8x4xf32> -> tensor<8x4xf32>
    %5 = ovl.all_reduce sum %3#12 over [dp] : tensor<8xf32> -> tensor<8xf32>
    %6 = ovl.all_reduce sum %3#13 over [dp] : tensor<8xf32> -> tensor<8xf32>
    %7 = ovl.all_reduce sum %3#11 over [dp] : tensor<8xf32> -> tensor<8xf32>
    %8 = ovl.all_reduce sum %3#10 over [dp] : tensor<16x8xf32> -> tensor<16x8xf32>
    %9 = ovl.all_reduce sum %3#9 over [dp] : tensor<16xf32> -> tensor<16xf32>
    %10 = ovl.all_reduce sum %3#8 over [dp] : tensor<8x16xf32> -> tensor<8x16xf32>
    %11 = ovl.all_reduce sum %3#6 over [dp] : tensor<8xf32> -> tensor<8xf32>
    %12 = ovl.all_reduce sum %3#7 over [dp] : tensor<8xf32> -> tensor<8xf32>
    %13 = ovl.all_reduce sum %3#5 over [dp] : tensor<8xf32> -> tensor<8xf32>
    %14 = ovl.all_reduce sum %3#4 over [dp] : tensor<4x8xf32> -> tensor<4x8xf32>
    %15 = ovl.all_reduce sum %3#3 over [dp] : tensor<12xf32> -> tensor<12xf32>
    %16 = ovl.all_reduce sum %3#2 over [dp] : tensor<8x12xf32> -> tensor<8x12xf32>
    %17 = ovl.all_reduce sum %3#0 over [dp] : tensor<8xf32> -> tensor<8xf32>
    %18 = ovl.all_reduce sum %3#1 over [dp] : tensor<8xf32> -> tensor<8xf32>
    %new_param, %new_momentum_buffer = ovl.sgd_update %arg0, %17, %arg15 lr 5.000000e-02 momentum 9.000000e-01 : tensor<8xf32>
    %new_param_0, %new_momentum_buffer_1 = ovl.sgd_update %arg1, %18, %arg16 lr 5.000000e-02 momentum 9.000000e-01 : tensor<8xf32>
    %new_param_2, %new_momentum_buffer_3 = ovl.sgd_update %arg2, %16, %arg17 lr 5.000000e-02 momentum 9.000000e-01 {weight_decay = 1.000000e-02 : f64} : tensor<8x12xf32>
    %new_param_4, %new_momentum_buffer_5 = ovl.sgd_update %arg3, %15, %arg18 lr 5.000000e-02 momentum 9.000000e-01 : tensor<12xf32>
    %new_param_6, %new_momentum_buffer_7 = ovl.sgd_update %arg4, %14, %arg19 lr 5.000000e-02 momentum 9.000000e-01 {weight_decay = 1.000000e-02 : f64} : tensor<4x8xf32>
    %new_param_8, %new_momentum_buffer_9 = ovl.sgd_update %arg5, %13, %arg20 lr 5.000000e-02 momentum 9.000000e-01 : tensor<8xf32>
    %new_param_10, %new_momentum_buffer_11 = ovl.sgd_update %arg6, %11, %arg21 lr 5.000000e-02 momentum 9.000000e-01 : tensor<8xf32>
    %new_param_12, %new_momentum_buffer_13 = ovl.sgd_update %arg7, %12, %arg22 lr 5.000000e-02 momentum 9.000000e-01 : tensor<8xf32>
    %new_param_14, %new_momentum_buffer_15 = ovl.sgd_update %arg8, %10, %arg23 lr 5.000000e-02 momentum 9.000000e-01 {weight_decay = 1.000000e-02 : f64} : tensor<8x16xf32>
    %new_param_16, %new_momentum_buffer_17 = ovl.sgd_update %arg9, %9, %arg24 lr 5.000000e-02 momentum 9.000000e-01 : tensor<16xf32>
    %new_param_18, %new_momentum_buffer_19 = ovl.sgd_update %arg10, %8, %arg25 lr 5.000000e-02 momentum 9.000000e-01 {weight_decay = 1.000000e-02 : f64} : tensor<16x8xf32>
    %new_param_20, %new_momentum_buffer_21 = ovl.sgd_update %arg11, %7, %arg26 lr 5.000000e-02 momentum 9.000000e-01 : tensor<8xf32>
    %new_param_22, %new_momentum_buffer_23 = ovl.sgd_update %arg12, %5, %arg27 lr 5.000000e-02 momentum 9.000000e-01 : tensor<8xf32>
    %new_param_24, %new_momentum_buffer_25 = ovl.sgd_update %arg13, %6, %arg28 lr 5.000000e-02 momentum 9.000000e-01 : tensor<8xf32>
    %new_param_26, %new_momentum_buffer_27 = ovl.sgd_update %arg14, %4, %arg29 lr 5.000000e-02 momentum 9.000000e-01 {weight_decay = 1.000000e-02 : f64} : tensor<8x4xf32>
    return %new_param, %new_param_0, %new_param_2, %new_param_4, %new_param_6, %new_param_8, %new_param_10, %new_param_12, %new_param_14, %new_param_16, %new_param_18, %new_param_20, %new_param_22, %new_param_24, %new_param_26, %new_momentum_buffer, %new_momentum_buffer_1, %new_momentum_buffer_3, %new_momentum_buffer_5, %new_momentum_buffer_7, %new_momentum_buffer_9, %new_momentum_buffer_11, %new_momentum_buffer_13, %new_momentum_buffer_15, %new_momentum_buffer_17, %new_momentum_buffer_19, %new_momentum_buffer_21, %new_momentum_buffer_23, %new_momentum_buffer_25, %new_momentum_buffer_27 : tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x4xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x4xf32>
  }
}

