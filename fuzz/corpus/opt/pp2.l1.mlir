module {
  ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 1 : data, tp = 1 : tensor]
  ovl.pipeline @pipeline over pp stages [@stage0, @stage1] microbatches 2 {ovl.schedule = "1f1b"}
  func.func @stage0(%arg0: tensor<8x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight", global [8, 8], init normal(2.000000e-02)>}, %arg1: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.position_embeddings.weight", global [4, 8], init normal(2.000000e-02)>}, %arg2: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.weight", global [8], init ones>}, %arg3: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.bias", global [8], init zeros>}, %arg4: tensor<8x24xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.weight", global [8, 24], init normal(2.000000e-02)>}, %arg5: tensor<24xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.bias", global [24], init zeros>}, %arg6: tensor<8x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.weight", global [8, 8], init normal(1.000000e-02)>}, %arg7: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.bias", global [8], init zeros>}, %arg8: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.weight", global [8], init ones>}, %arg9: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.bias", global [8], init zeros>}, %arg10: tensor<8x32xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.weight", global [8, 32], init normal(2.000000e-02)>}, %arg11: tensor<32xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.bias", global [32], init zeros>}, %arg12: tensor<32x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.weight", global [32, 8], init normal(1.000000e-02)>}, %arg13: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.bias", global [8], init zeros>}, %arg14: tensor<8x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight.exp_avg", global [8, 8], init zeros>}, %arg15: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.position_embeddings.weight.exp_avg", global [4, 8], init zeros>}, %arg16: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.weight.exp_avg", global [8], init zeros>}, %arg17: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.bias.exp_avg", global [8], init zeros>}, %arg18: tensor<8x24xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.weight.exp_avg", global [8, 24], init zeros>}, %arg19: tensor<24xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.bias.exp_avg", global [24], init zeros>}, %arg20: tensor<8x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.weight.exp_avg", global [8, 8], init zeros>}, %arg21: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.bias.exp_avg", global [8], init zeros>}, %arg22: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.weight.exp_avg", global [8], init zeros>}, %arg23: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.bias.exp_avg", global [8], init zeros>}, %arg24: tensor<8x32xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.weight.exp_avg", global [8, 32], init zeros>}, %arg25: tensor<32xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.bias.exp_avg", global [32], init zeros>}, %arg26: tensor<32x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.weight.exp_avg", global [32, 8], init zeros>}, %arg27: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.bias.exp_avg", global [8], init zeros>}, %arg28: tensor<8x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight.exp_avg_sq", global [8, 8], init zeros>}, %arg29: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.position_embeddings.weight.exp_avg_sq", global [4, 8], init zeros>}, %arg30: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.weight.exp_avg_sq", global [8], init zeros>}, %arg31: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.bias.exp_avg_sq", global [8], init zeros>}, %arg32: tensor<8x24xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.weight.exp_avg_sq", global [8, 24], init zeros>}, %arg33: tensor<24xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.bias.exp_avg_sq", global [24], init zeros>}, %arg34: tensor<8x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.weight.exp_avg_sq", global [8, 8], init zeros>}, %arg35: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.bias.exp_avg_sq", global [8], init zeros>}, %arg36: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.weight.exp_avg_sq", global [8], init zeros>}, %arg37: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.bias.exp_avg_sq", global [8], init zeros>}, %arg38: tensor<8x32xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.weight.exp_avg_sq", global [8, 32], init zeros>}, %arg39: tensor<32xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.bias.exp_avg_sq", global [32], init zeros>}, %arg40: tensor<32x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.weight.exp_avg_sq", global [32, 8], init zeros>}, %arg41: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.bias.exp_avg_sq", global [8], init zeros>}) -> (tensor<8x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>) attributes {ovl.flat, ovl.stage = 0 : i64} {
    %0 = ovl.load_batch tokens microbatch 0 vocab 8 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream copy>} : tensor<1x4xi32>
    %1 = ovl.event_record on copy : !ovl.event
    %2 = ovl.load_batch tokens microbatch 1 vocab 8 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream copy>} : tensor<1x4xi32>
    %3 = ovl.event_record on copy : !ovl.event
    ovl.event_wait %1 on compute
    %4 = ovl.embedding %0, %arg0 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4xi32>, tensor<8x8xf32>) -> tensor<1x4x8xf32>
    %5 = ovl.add %4, %arg1 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %result, %mean, %rstd = ovl.layer_norm %5, %arg2, %arg3 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %6 = ovl.linear column %result, %arg4, %arg5 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x24xf32>, tensor<24xf32>) -> tensor<1x4x24xf32>
    %result_0, %logsumexp = ovl.attention %6 heads 2 causal {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x24xf32>) -> (tensor<1x4x8xf32>, tensor<1x2x4xf32>)
    %7 = ovl.linear row %result_0, %arg6 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x8xf32>) -> tensor<1x4x8xf32>
    %8 = ovl.add %7, %arg7 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %9 = ovl.add %5, %8 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %result_1, %mean_2, %rstd_3 = ovl.layer_norm %9, %arg8, %arg9 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %10 = ovl.linear column %result_1, %arg10, %arg11 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x32xf32>, tensor<32xf32>) -> tensor<1x4x32xf32>
    %11 = ovl.gelu %10 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x32xf32>
    %12 = ovl.linear row %11, %arg12 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x32xf32>, tensor<32x8xf32>) -> tensor<1x4x8xf32>
    %13 = ovl.add %12, %arg13 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %14 = ovl.add %9, %13 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %15 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %15 on pp_comm
    ovl.send %14 to pp = 1 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream pp_comm>} : tensor<1x4x8xf32>
    ovl.event_wait %3 on compute
    %16 = ovl.embedding %2, %arg0 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4xi32>, tensor<8x8xf32>) -> tensor<1x4x8xf32>
    %17 = ovl.add %16, %arg1 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %result_4, %mean_5, %rstd_6 = ovl.layer_norm %17, %arg2, %arg3 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %18 = ovl.linear column %result_4, %arg4, %arg5 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x24xf32>, tensor<24xf32>) -> tensor<1x4x24xf32>
    %result_7, %logsumexp_8 = ovl.attention %18 heads 2 causal {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x24xf32>) -> (tensor<1x4x8xf32>, tensor<1x2x4xf32>)
    %19 = ovl.linear row %result_7, %arg6 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x8xf32>) -> tensor<1x4x8xf32>
    %20 = ovl.add %19, %arg7 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %21 = ovl.add %17, %20 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %result_9, %mean_10, %rstd_11 = ovl.layer_norm %21, %arg8, %arg9 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %22 = ovl.linear column %result_9, %arg10, %arg11 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x32xf32>, tensor<32xf32>) -> tensor<1x4x32xf32>
    %23 = ovl.gelu %22 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x32xf32>
    %24 = ovl.linear row %23, %arg12 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x32xf32>, tensor<32x8xf32>) -> tensor<1x4x8xf32>
    %25 = ovl.add %24, %arg13 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %26 = ovl.add %21, %25 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %27 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %27 on pp_comm
    ovl.send %26 to pp = 1 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream pp_comm>} : tensor<1x4x8xf32>
    %28 = ovl.recv from pp = 1 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream pp_comm>} : tensor<1x4x8xf32>
    %29 = ovl.event_record on pp_comm : !ovl.event
    ovl.event_wait %29 on compute
    %30 = ovl.bias_grad %28 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<8xf32>
    %31 = ovl.matmul %28, %arg12 transpose_b {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<32x8xf32>) -> tensor<1x4x32xf32>
    %collapsed = tensor.collapse_shape %11 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x32xf32> into tensor<4x32xf32>
    %collapsed_12 = tensor.collapse_shape %28 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %32 = ovl.matmul %collapsed, %collapsed_12 transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x32xf32>, tensor<4x8xf32>) -> tensor<32x8xf32>
    %33 = ovl.gelu_grad %10, %31 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x32xf32>
    %34 = ovl.bias_grad %33 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x32xf32>) -> tensor<32xf32>
    %35 = ovl.matmul %33, %arg10 transpose_b {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x32xf32>, tensor<8x32xf32>) -> tensor<1x4x8xf32>
    %collapsed_13 = tensor.collapse_shape %result_1 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %collapsed_14 = tensor.collapse_shape %33 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x32xf32> into tensor<4x32xf32>
    %36 = ovl.matmul %collapsed_13, %collapsed_14 transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x32xf32>) -> tensor<8x32xf32>
    %input_grad, %gamma_grad, %beta_grad = ovl.layer_norm_grad %9, %arg8, %mean_2, %rstd_3, %35 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %37 = ovl.add %28, %input_grad {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %38 = ovl.bias_grad %37 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<8xf32>
    %39 = ovl.matmul %37, %arg6 transpose_b {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x8xf32>) -> tensor<1x4x8xf32>
    %collapsed_15 = tensor.collapse_shape %result_0 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %collapsed_16 = tensor.collapse_shape %37 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %40 = ovl.matmul %collapsed_15, %collapsed_16 transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
    %41 = ovl.attention_grad %6, %result_0, %logsumexp, %39 heads 2 causal {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x24xf32>, tensor<1x4x8xf32>, tensor<1x2x4xf32>, tensor<1x4x8xf32>) -> tensor<1x4x24xf32>
    %42 = ovl.bias_grad %41 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x24xf32>) -> tensor<24xf32>
    %43 = ovl.matmul %41, %arg4 transpose_b {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x24xf32>, tensor<8x24xf32>) -> tensor<1x4x8xf32>
    %collapsed_17 = tensor.collapse_shape %result [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %collapsed_18 = tensor.collapse_shape %41 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x24xf32> into tensor<4x24xf32>
    %44 = ovl.matmul %collapsed_17, %collapsed_18 transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x24xf32>) -> tensor<8x24xf32>
    %input_grad_19, %gamma_grad_20, %beta_grad_21 = ovl.layer_norm_grad %5, %arg2, %mean, %rstd, %43 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %45 = ovl.add %37, %input_grad_19 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %46 = ovl.bias_grad %45 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
    %47 = ovl.embedding_grad %0, %45 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4xi32>, tensor<1x4x8xf32>) -> tensor<8x8xf32>
    %48 = ovl.recv from pp = 1 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream pp_comm>} : tensor<1x4x8xf32>
    %49 = ovl.event_record on pp_comm : !ovl.event
    ovl.event_wait %49 on compute
    %50 = ovl.bias_grad %48 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<8xf32>
    %51 = ovl.add %30, %50 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %52 = ovl.matmul %48, %arg12 transpose_b {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<32x8xf32>) -> tensor<1x4x32xf32>
    %collapsed_22 = tensor.collapse_shape %23 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x32xf32> into tensor<4x32xf32>
    %collapsed_23 = tensor.collapse_shape %48 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %53 = ovl.matmul %collapsed_22, %collapsed_23 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x32xf32>, tensor<4x8xf32>) -> tensor<32x8xf32>
    %54 = ovl.add %32, %53 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %55 = ovl.gelu_grad %22, %52 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x32xf32>
    %56 = ovl.bias_grad %55 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x32xf32>) -> tensor<32xf32>
    %57 = ovl.add %34, %56 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %58 = ovl.matmul %55, %arg10 transpose_b {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x32xf32>, tensor<8x32xf32>) -> tensor<1x4x8xf32>
    %collapsed_24 = tensor.collapse_shape %result_9 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %collapsed_25 = tensor.collapse_shape %55 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x32xf32> into tensor<4x32xf32>
    %59 = ovl.matmul %collapsed_24, %collapsed_25 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x32xf32>) -> tensor<8x32xf32>
    %60 = ovl.add %36, %59 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %input_grad_26, %gamma_grad_27, %beta_grad_28 = ovl.layer_norm_grad %21, %arg8, %mean_10, %rstd_11, %58 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %61 = ovl.add %gamma_grad, %gamma_grad_27 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %62 = ovl.add %beta_grad, %beta_grad_28 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %63 = ovl.add %48, %input_grad_26 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %64 = ovl.bias_grad %63 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<8xf32>
    %65 = ovl.add %38, %64 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %66 = ovl.matmul %63, %arg6 transpose_b {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x8xf32>) -> tensor<1x4x8xf32>
    %collapsed_29 = tensor.collapse_shape %result_7 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %collapsed_30 = tensor.collapse_shape %63 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %67 = ovl.matmul %collapsed_29, %collapsed_30 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
    %68 = ovl.add %40, %67 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %69 = ovl.attention_grad %18, %result_7, %logsumexp_8, %66 heads 2 causal {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x24xf32>, tensor<1x4x8xf32>, tensor<1x2x4xf32>, tensor<1x4x8xf32>) -> tensor<1x4x24xf32>
    %70 = ovl.bias_grad %69 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x24xf32>) -> tensor<24xf32>
    %71 = ovl.add %42, %70 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %72 = ovl.matmul %69, %arg4 transpose_b {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x24xf32>, tensor<8x24xf32>) -> tensor<1x4x8xf32>
    %collapsed_31 = tensor.collapse_shape %result_4 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %collapsed_32 = tensor.collapse_shape %69 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x24xf32> into tensor<4x24xf32>
    %73 = ovl.matmul %collapsed_31, %collapsed_32 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x24xf32>) -> tensor<8x24xf32>
    %74 = ovl.add %44, %73 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8x24xf32>, tensor<8x24xf32>) -> tensor<8x24xf32>
    %input_grad_33, %gamma_grad_34, %beta_grad_35 = ovl.layer_norm_grad %17, %arg2, %mean_5, %rstd_6, %72 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %75 = ovl.add %gamma_grad_20, %gamma_grad_34 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %76 = ovl.add %beta_grad_21, %beta_grad_35 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %77 = ovl.add %63, %input_grad_33 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %78 = ovl.bias_grad %77 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
    %79 = ovl.add %46, %78 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %80 = ovl.embedding_grad %2, %77 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4xi32>, tensor<1x4x8xf32>) -> tensor<8x8xf32>
    %81 = ovl.add %47, %80 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %82 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %82 on pp_comm
    ovl.send %81 to pp = 1 {ovl.stream = #ovl<stream pp_comm>} : tensor<8x8xf32>
    %83 = ovl.recv from pp = 1 {ovl.stream = #ovl<stream pp_comm>} : tensor<8x8xf32>
    %84 = ovl.event_record on pp_comm : !ovl.event
    ovl.event_wait %84 on compute
    %85 = ovl.add %81, %83 {ovl.stream = #ovl<stream compute>} : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %86 = ovl.sum_squares %51, %54, %57, %60, %61, %62 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<32x8xf32>, tensor<32xf32>, tensor<8x32xf32>, tensor<8xf32>, tensor<8xf32> -> tensor<f32>
    %87 = ovl.sum_squares %65, %68, %71, %74, %75, %76 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<8x8xf32>, tensor<24xf32>, tensor<8x24xf32>, tensor<8xf32>, tensor<8xf32> -> tensor<f32>
    %88 = ovl.add %86, %87 {ovl.stream = #ovl<stream compute>} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %89 = ovl.sum_squares %79, %85 {ovl.stream = #ovl<stream compute>} : tensor<4x8xf32>, tensor<8x8xf32> -> tensor<f32>
    %90 = ovl.add %88, %89 {ovl.stream = #ovl<stream compute>} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %91 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %91 on tp_comm
    %92 = ovl.all_reduce_start sum %90 over [pp] {ovl.stream = #ovl<stream tp_comm>} : tensor<f32> -> !ovl.inflight<tensor<f32>>
    %93 = ovl.event_record on tp_comm : !ovl.event
    ovl.event_wait %93 on compute
    %94 = ovl.wait %92 {ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<f32>> -> tensor<f32>
    %95 = ovl.clip_by_global_norm %85, %94 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8x8xf32>, tensor<f32>
    %96 = ovl.clip_by_global_norm %79, %94 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<4x8xf32>, tensor<f32>
    %97 = ovl.clip_by_global_norm %75, %94 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %98 = ovl.clip_by_global_norm %76, %94 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %99 = ovl.clip_by_global_norm %74, %94 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8x24xf32>, tensor<f32>
    %100 = ovl.clip_by_global_norm %71, %94 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<24xf32>, tensor<f32>
    %101 = ovl.clip_by_global_norm %68, %94 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8x8xf32>, tensor<f32>
    %102 = ovl.clip_by_global_norm %65, %94 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %103 = ovl.clip_by_global_norm %61, %94 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %104 = ovl.clip_by_global_norm %62, %94 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %105 = ovl.clip_by_global_norm %60, %94 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8x32xf32>, tensor<f32>
    %106 = ovl.clip_by_global_norm %57, %94 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<32xf32>, tensor<f32>
    %107 = ovl.clip_by_global_norm %54, %94 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<32x8xf32>, tensor<f32>
    %108 = ovl.clip_by_global_norm %51, %94 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %new_param, %new_exp_avg, %new_exp_avg_sq = ovl.adamw_update %arg0, %95, %arg14, %arg28 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<8x8xf32>
    %new_param_36, %new_exp_avg_37, %new_exp_avg_sq_38 = ovl.adamw_update %arg1, %96, %arg15, %arg29 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<4x8xf32>
    %new_param_39, %new_exp_avg_40, %new_exp_avg_sq_41 = ovl.adamw_update %arg2, %97, %arg16, %arg30 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_42, %new_exp_avg_43, %new_exp_avg_sq_44 = ovl.adamw_update %arg3, %98, %arg17, %arg31 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_45, %new_exp_avg_46, %new_exp_avg_sq_47 = ovl.adamw_update %arg4, %99, %arg18, %arg32 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<8x24xf32>
    %new_param_48, %new_exp_avg_49, %new_exp_avg_sq_50 = ovl.adamw_update %arg5, %100, %arg19, %arg33 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<24xf32>
    %new_param_51, %new_exp_avg_52, %new_exp_avg_sq_53 = ovl.adamw_update %arg6, %101, %arg20, %arg34 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<8x8xf32>
    %new_param_54, %new_exp_avg_55, %new_exp_avg_sq_56 = ovl.adamw_update %arg7, %102, %arg21, %arg35 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_57, %new_exp_avg_58, %new_exp_avg_sq_59 = ovl.adamw_update %arg8, %103, %arg22, %arg36 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_60, %new_exp_avg_61, %new_exp_avg_sq_62 = ovl.adamw_update %arg9, %104, %arg23, %arg37 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_63, %new_exp_avg_64, %new_exp_avg_sq_65 = ovl.adamw_update %arg10, %105, %arg24, %arg38 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<8x32xf32>
    %new_param_66, %new_exp_avg_67, %new_exp_avg_sq_68 = ovl.adamw_update %arg11, %106, %arg25, %arg39 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<32xf32>
    %new_param_69, %new_exp_avg_70, %new_exp_avg_sq_71 = ovl.adamw_update %arg12, %107, %arg26, %arg40 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<32x8xf32>
    %new_param_72, %new_exp_avg_73, %new_exp_avg_sq_74 = ovl.adamw_update %arg13, %108, %arg27, %arg41 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    return %new_param, %new_param_36, %new_param_39, %new_param_42, %new_param_45, %new_param_48, %new_param_51, %new_param_54, %new_param_57, %new_param_60, %new_param_63, %new_param_66, %new_param_69, %new_param_72, %new_exp_avg, %new_exp_avg_37, %new_exp_avg_40, %new_exp_avg_43, %new_exp_avg_46, %new_exp_avg_49, %new_exp_avg_52, %new_exp_avg_55, %new_exp_avg_58, %new_exp_avg_61, %new_exp_avg_64, %new_exp_avg_67, %new_exp_avg_70, %new_exp_avg_73, %new_exp_avg_sq, %new_exp_avg_sq_38, %new_exp_avg_sq_41, %new_exp_avg_sq_44, %new_exp_avg_sq_47, %new_exp_avg_sq_50, %new_exp_avg_sq_53, %new_exp_avg_sq_56, %new_exp_avg_sq_59, %new_exp_avg_sq_62, %new_exp_avg_sq_65, %new_exp_avg_sq_68, %new_exp_avg_sq_71, %new_exp_avg_sq_74 : tensor<8x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>
  }
  func.func @stage1(%arg0: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.input_layernorm.weight", global [8], init ones>}, %arg1: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.input_layernorm.bias", global [8], init zeros>}, %arg2: tensor<8x24xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_qkv.weight", global [8, 24], init normal(2.000000e-02)>}, %arg3: tensor<24xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_qkv.bias", global [24], init zeros>}, %arg4: tensor<8x8xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_proj.weight", global [8, 8], init normal(1.000000e-02)>}, %arg5: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_proj.bias", global [8], init zeros>}, %arg6: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.pre_mlp_layernorm.weight", global [8], init ones>}, %arg7: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.pre_mlp_layernorm.bias", global [8], init zeros>}, %arg8: tensor<8x32xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc1.weight", global [8, 32], init normal(2.000000e-02)>}, %arg9: tensor<32xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc1.bias", global [32], init zeros>}, %arg10: tensor<32x8xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc2.weight", global [32, 8], init normal(1.000000e-02)>}, %arg11: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc2.bias", global [8], init zeros>}, %arg12: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.weight", global [8], init ones>}, %arg13: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.bias", global [8], init zeros>}, %arg14: tensor<8x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight", global [8, 8], init normal(2.000000e-02)>}, %arg15: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.input_layernorm.weight.exp_avg", global [8], init zeros>}, %arg16: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.input_layernorm.bias.exp_avg", global [8], init zeros>}, %arg17: tensor<8x24xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_qkv.weight.exp_avg", global [8, 24], init zeros>}, %arg18: tensor<24xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_qkv.bias.exp_avg", global [24], init zeros>}, %arg19: tensor<8x8xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_proj.weight.exp_avg", global [8, 8], init zeros>}, %arg20: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_proj.bias.exp_avg", global [8], init zeros>}, %arg21: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.pre_mlp_layernorm.weight.exp_avg", global [8], init zeros>}, %arg22: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.pre_mlp_layernorm.bias.exp_avg", global [8], init zeros>}, %arg23: tensor<8x32xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc1.weight.exp_avg", global [8, 32], init zeros>}, %arg24: tensor<32xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc1.bias.exp_avg", global [32], init zeros>}, %arg25: tensor<32x8xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc2.weight.exp_avg", global [32, 8], init zeros>}, %arg26: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc2.bias.exp_avg", global [8], init zeros>}, %arg27: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.weight.exp_avg", global [8], init zeros>}, %arg28: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.bias.exp_avg", global [8], init zeros>}, %arg29: tensor<8x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight.exp_avg", global [8, 8], init zeros>}, %arg30: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.input_layernorm.weight.exp_avg_sq", global [8], init zeros>}, %arg31: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.input_layernorm.bias.exp_avg_sq", global [8], init zeros>}, %arg32: tensor<8x24xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_qkv.weight.exp_avg_sq", global [8, 24], init zeros>}, %arg33: tensor<24xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_qkv.bias.exp_avg_sq", global [24], init zeros>}, %arg34: tensor<8x8xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_proj.weight.exp_avg_sq", global [8, 8], init zeros>}, %arg35: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_proj.bias.exp_avg_sq", global [8], init zeros>}, %arg36: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.pre_mlp_layernorm.weight.exp_avg_sq", global [8], init zeros>}, %arg37: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.pre_mlp_layernorm.bias.exp_avg_sq", global [8], init zeros>}, %arg38: tensor<8x32xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc1.weight.exp_avg_sq", global [8, 32], init zeros>}, %arg39: tensor<32xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc1.bias.exp_avg_sq", global [32], init zeros>}, %arg40: tensor<32x8xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc2.weight.exp_avg_sq", global [32, 8], init zeros>}, %arg41: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc2.bias.exp_avg_sq", global [8], init zeros>}, %arg42: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.weight.exp_avg_sq", global [8], init zeros>}, %arg43: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.bias.exp_avg_sq", global [8], init zeros>}, %arg44: tensor<8x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight.exp_avg_sq", global [8, 8], init zeros>}) -> (tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32>) attributes {ovl.flat, ovl.stage = 1 : i64} {
    %0 = ovl.recv from pp = 0 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream pp_comm>} : tensor<1x4x8xf32>
    %1 = ovl.event_record on pp_comm : !ovl.event
    ovl.event_wait %1 on compute
    %result, %mean, %rstd = ovl.layer_norm %0, %arg0, %arg1 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %2 = ovl.linear column %result, %arg2, %arg3 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x24xf32>, tensor<24xf32>) -> tensor<1x4x24xf32>
    %result_0, %logsumexp = ovl.attention %2 heads 2 causal {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x24xf32>) -> (tensor<1x4x8xf32>, tensor<1x2x4xf32>)
    %3 = ovl.linear row %result_0, %arg4 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x8xf32>) -> tensor<1x4x8xf32>
    %4 = ovl.add %3, %arg5 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %5 = ovl.add %0, %4 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %result_1, %mean_2, %rstd_3 = ovl.layer_norm %5, %arg6, %arg7 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %6 = ovl.linear column %result_1, %arg8, %arg9 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x32xf32>, tensor<32xf32>) -> tensor<1x4x32xf32>
    %7 = ovl.gelu %6 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x32xf32>
    %8 = ovl.linear row %7, %arg10 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x32xf32>, tensor<32x8xf32>) -> tensor<1x4x8xf32>
    %9 = ovl.add %8, %arg11 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %10 = ovl.add %5, %9 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %result_4, %mean_5, %rstd_6 = ovl.layer_norm %10, %arg12, %arg13 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %11 = ovl.linear column %result_4, %arg14 transpose_weight {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x8xf32>) -> tensor<1x4x8xf32>
    %12 = ovl.cross_entropy_max %11 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<1x4xf32>
    %13 = ovl.load_batch labels microbatch 0 vocab 8 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream copy>} : tensor<1x4xi32>
    %14 = ovl.event_record on copy : !ovl.event
    %15 = ovl.load_batch labels microbatch 1 vocab 8 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream copy>} : tensor<1x4xi32>
    %16 = ovl.event_record on copy : !ovl.event
    ovl.event_wait %14 on compute
    %17 = ovl.cross_entropy_stats %11, %12, %13 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xi32>) -> tensor<1x4x2xf32>
    %18 = ovl.cross_entropy_loss %17 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x2xf32>) -> tensor<f32>
    ovl.log_loss %18 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : tensor<f32>
    %19 = ovl.recv from pp = 0 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream pp_comm>} : tensor<1x4x8xf32>
    %20 = ovl.event_record on pp_comm : !ovl.event
    %21 = ovl.cross_entropy_grad %11, %12, %17, %13 scale 1.250000e-01 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32>) -> tensor<1x4x8xf32>
    %22 = ovl.matmul %21, %arg14 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x8xf32>) -> tensor<1x4x8xf32>
    %collapsed = tensor.collapse_shape %result_4 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %collapsed_7 = tensor.collapse_shape %21 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %23 = ovl.matmul %collapsed_7, %collapsed transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
    %input_grad, %gamma_grad, %beta_grad = ovl.layer_norm_grad %10, %arg12, %mean_5, %rstd_6, %22 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %24 = ovl.bias_grad %input_grad {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<8xf32>
    %25 = ovl.matmul %input_grad, %arg10 transpose_b {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<32x8xf32>) -> tensor<1x4x32xf32>
    %collapsed_8 = tensor.collapse_shape %7 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x32xf32> into tensor<4x32xf32>
    %collapsed_9 = tensor.collapse_shape %input_grad [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %26 = ovl.matmul %collapsed_8, %collapsed_9 transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x32xf32>, tensor<4x8xf32>) -> tensor<32x8xf32>
    %27 = ovl.gelu_grad %6, %25 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x32xf32>
    %28 = ovl.bias_grad %27 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x32xf32>) -> tensor<32xf32>
    %29 = ovl.matmul %27, %arg8 transpose_b {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x32xf32>, tensor<8x32xf32>) -> tensor<1x4x8xf32>
    %collapsed_10 = tensor.collapse_shape %result_1 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %collapsed_11 = tensor.collapse_shape %27 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x32xf32> into tensor<4x32xf32>
    %30 = ovl.matmul %collapsed_10, %collapsed_11 transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x32xf32>) -> tensor<8x32xf32>
    %input_grad_12, %gamma_grad_13, %beta_grad_14 = ovl.layer_norm_grad %5, %arg6, %mean_2, %rstd_3, %29 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %31 = ovl.add %input_grad, %input_grad_12 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %32 = ovl.bias_grad %31 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<8xf32>
    %33 = ovl.matmul %31, %arg4 transpose_b {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x8xf32>) -> tensor<1x4x8xf32>
    %collapsed_15 = tensor.collapse_shape %result_0 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %collapsed_16 = tensor.collapse_shape %31 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %34 = ovl.matmul %collapsed_15, %collapsed_16 transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
    %35 = ovl.attention_grad %2, %result_0, %logsumexp, %33 heads 2 causal {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x24xf32>, tensor<1x4x8xf32>, tensor<1x2x4xf32>, tensor<1x4x8xf32>) -> tensor<1x4x24xf32>
    %36 = ovl.bias_grad %35 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x24xf32>) -> tensor<24xf32>
    %37 = ovl.matmul %35, %arg2 transpose_b {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x24xf32>, tensor<8x24xf32>) -> tensor<1x4x8xf32>
    %collapsed_17 = tensor.collapse_shape %result [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %collapsed_18 = tensor.collapse_shape %35 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x24xf32> into tensor<4x24xf32>
    %38 = ovl.matmul %collapsed_17, %collapsed_18 transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x24xf32>) -> tensor<8x24xf32>
    %input_grad_19, %gamma_grad_20, %beta_grad_21 = ovl.layer_norm_grad %0, %arg0, %mean, %rstd, %37 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %39 = ovl.add %31, %input_grad_19 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    ovl.event_wait %20 on compute
    %40 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %40 on pp_comm
    ovl.send %39 to pp = 0 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream pp_comm>} : tensor<1x4x8xf32>
    %result_22, %mean_23, %rstd_24 = ovl.layer_norm %19, %arg0, %arg1 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %41 = ovl.linear column %result_22, %arg2, %arg3 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x24xf32>, tensor<24xf32>) -> tensor<1x4x24xf32>
    %result_25, %logsumexp_26 = ovl.attention %41 heads 2 causal {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x24xf32>) -> (tensor<1x4x8xf32>, tensor<1x2x4xf32>)
    %42 = ovl.linear row %result_25, %arg4 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x8xf32>) -> tensor<1x4x8xf32>
    %43 = ovl.add %42, %arg5 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %44 = ovl.add %19, %43 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %result_27, %mean_28, %rstd_29 = ovl.layer_norm %44, %arg6, %arg7 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %45 = ovl.linear column %result_27, %arg8, %arg9 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x32xf32>, tensor<32xf32>) -> tensor<1x4x32xf32>
    %46 = ovl.gelu %45 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x32xf32>
    %47 = ovl.linear row %46, %arg10 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x32xf32>, tensor<32x8xf32>) -> tensor<1x4x8xf32>
    %48 = ovl.add %47, %arg11 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %49 = ovl.add %44, %48 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %result_30, %mean_31, %rstd_32 = ovl.layer_norm %49, %arg12, %arg13 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %50 = ovl.linear column %result_30, %arg14 transpose_weight {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x8xf32>) -> tensor<1x4x8xf32>
    %51 = ovl.cross_entropy_max %50 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<1x4xf32>
    ovl.event_wait %16 on compute
    %52 = ovl.cross_entropy_stats %50, %51, %15 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xi32>) -> tensor<1x4x2xf32>
    %53 = ovl.cross_entropy_loss %52 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x2xf32>) -> tensor<f32>
    ovl.log_loss %53 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : tensor<f32>
    %54 = ovl.cross_entropy_grad %50, %51, %52, %15 scale 1.250000e-01 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32>) -> tensor<1x4x8xf32>
    %55 = ovl.matmul %54, %arg14 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x8xf32>) -> tensor<1x4x8xf32>
    %collapsed_33 = tensor.collapse_shape %result_30 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %collapsed_34 = tensor.collapse_shape %54 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %56 = ovl.matmul %collapsed_34, %collapsed_33 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
    %57 = ovl.add %23, %56 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %input_grad_35, %gamma_grad_36, %beta_grad_37 = ovl.layer_norm_grad %49, %arg12, %mean_31, %rstd_32, %55 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %58 = ovl.add %gamma_grad, %gamma_grad_36 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %59 = ovl.add %beta_grad, %beta_grad_37 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %60 = ovl.bias_grad %input_grad_35 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<8xf32>
    %61 = ovl.add %24, %60 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %62 = ovl.matmul %input_grad_35, %arg10 transpose_b {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<32x8xf32>) -> tensor<1x4x32xf32>
    %collapsed_38 = tensor.collapse_shape %46 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x32xf32> into tensor<4x32xf32>
    %collapsed_39 = tensor.collapse_shape %input_grad_35 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %63 = ovl.matmul %collapsed_38, %collapsed_39 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x32xf32>, tensor<4x8xf32>) -> tensor<32x8xf32>
    %64 = ovl.add %26, %63 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %65 = ovl.gelu_grad %45, %62 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x32xf32>
    %66 = ovl.bias_grad %65 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x32xf32>) -> tensor<32xf32>
    %67 = ovl.add %28, %66 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %68 = ovl.matmul %65, %arg8 transpose_b {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x32xf32>, tensor<8x32xf32>) -> tensor<1x4x8xf32>
    %collapsed_40 = tensor.collapse_shape %result_27 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %collapsed_41 = tensor.collapse_shape %65 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x32xf32> into tensor<4x32xf32>
    %69 = ovl.matmul %collapsed_40, %collapsed_41 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x32xf32>) -> tensor<8x32xf32>
    %70 = ovl.add %30, %69 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %input_grad_42, %gamma_grad_43, %beta_grad_44 = ovl.layer_norm_grad %44, %arg6, %mean_28, %rstd_29, %68 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %71 = ovl.add %gamma_grad_13, %gamma_grad_43 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %72 = ovl.add %beta_grad_14, %beta_grad_44 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %73 = ovl.add %input_grad_35, %input_grad_42 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %74 = ovl.bias_grad %73 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<8xf32>
    %75 = ovl.add %32, %74 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %76 = ovl.matmul %73, %arg4 transpose_b {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x8xf32>) -> tensor<1x4x8xf32>
    %collapsed_45 = tensor.collapse_shape %result_25 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %collapsed_46 = tensor.collapse_shape %73 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %77 = ovl.matmul %collapsed_45, %collapsed_46 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
    %78 = ovl.add %34, %77 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %79 = ovl.attention_grad %41, %result_25, %logsumexp_26, %76 heads 2 causal {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x24xf32>, tensor<1x4x8xf32>, tensor<1x2x4xf32>, tensor<1x4x8xf32>) -> tensor<1x4x24xf32>
    %80 = ovl.bias_grad %79 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x24xf32>) -> tensor<24xf32>
    %81 = ovl.add %36, %80 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %82 = ovl.matmul %79, %arg2 transpose_b {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x24xf32>, tensor<8x24xf32>) -> tensor<1x4x8xf32>
    %collapsed_47 = tensor.collapse_shape %result_22 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %collapsed_48 = tensor.collapse_shape %79 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x24xf32> into tensor<4x24xf32>
    %83 = ovl.matmul %collapsed_47, %collapsed_48 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x24xf32>) -> tensor<8x24xf32>
    %84 = ovl.add %38, %83 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8x24xf32>, tensor<8x24xf32>) -> tensor<8x24xf32>
    %input_grad_49, %gamma_grad_50, %beta_grad_51 = ovl.layer_norm_grad %19, %arg0, %mean_23, %rstd_24, %82 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %85 = ovl.add %gamma_grad_20, %gamma_grad_50 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %86 = ovl.add %beta_grad_21, %beta_grad_51 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %87 = ovl.add %73, %input_grad_49 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %88 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %88 on pp_comm
    ovl.send %87 to pp = 0 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream pp_comm>} : tensor<1x4x8xf32>
    %89 = ovl.recv from pp = 0 {ovl.stream = #ovl<stream pp_comm>} : tensor<8x8xf32>
    %90 = ovl.event_record on pp_comm : !ovl.event
    ovl.event_wait %90 on compute
    ovl.send %57 to pp = 0 {ovl.stream = #ovl<stream pp_comm>} : tensor<8x8xf32>
    %91 = ovl.add %89, %57 {ovl.stream = #ovl<stream compute>} : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %92 = ovl.sum_squares %58, %59, %61, %64, %67, %70 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32x8xf32>, tensor<32xf32>, tensor<8x32xf32> -> tensor<f32>
    %93 = ovl.sum_squares %71, %72, %75, %78, %81, %84 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<24xf32>, tensor<8x24xf32> -> tensor<f32>
    %94 = ovl.add %92, %93 {ovl.stream = #ovl<stream compute>} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %95 = ovl.sum_squares %85, %86 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<8xf32> -> tensor<f32>
    %96 = ovl.add %94, %95 {ovl.stream = #ovl<stream compute>} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %97 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %97 on tp_comm
    %98 = ovl.all_reduce_start sum %96 over [pp] {ovl.stream = #ovl<stream tp_comm>} : tensor<f32> -> !ovl.inflight<tensor<f32>>
    %99 = ovl.event_record on tp_comm : !ovl.event
    ovl.event_wait %99 on compute
    %100 = ovl.wait %98 {ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<f32>> -> tensor<f32>
    %101 = ovl.clip_by_global_norm %85, %100 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %102 = ovl.clip_by_global_norm %86, %100 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %103 = ovl.clip_by_global_norm %84, %100 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8x24xf32>, tensor<f32>
    %104 = ovl.clip_by_global_norm %81, %100 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<24xf32>, tensor<f32>
    %105 = ovl.clip_by_global_norm %78, %100 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8x8xf32>, tensor<f32>
    %106 = ovl.clip_by_global_norm %75, %100 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %107 = ovl.clip_by_global_norm %71, %100 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %108 = ovl.clip_by_global_norm %72, %100 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %109 = ovl.clip_by_global_norm %70, %100 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8x32xf32>, tensor<f32>
    %110 = ovl.clip_by_global_norm %67, %100 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<32xf32>, tensor<f32>
    %111 = ovl.clip_by_global_norm %64, %100 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<32x8xf32>, tensor<f32>
    %112 = ovl.clip_by_global_norm %61, %100 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %113 = ovl.clip_by_global_norm %58, %100 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %114 = ovl.clip_by_global_norm %59, %100 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %115 = ovl.clip_by_global_norm %91, %100 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8x8xf32>, tensor<f32>
    %new_param, %new_exp_avg, %new_exp_avg_sq = ovl.adamw_update %arg0, %101, %arg15, %arg30 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_52, %new_exp_avg_53, %new_exp_avg_sq_54 = ovl.adamw_update %arg1, %102, %arg16, %arg31 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_55, %new_exp_avg_56, %new_exp_avg_sq_57 = ovl.adamw_update %arg2, %103, %arg17, %arg32 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<8x24xf32>
    %new_param_58, %new_exp_avg_59, %new_exp_avg_sq_60 = ovl.adamw_update %arg3, %104, %arg18, %arg33 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<24xf32>
    %new_param_61, %new_exp_avg_62, %new_exp_avg_sq_63 = ovl.adamw_update %arg4, %105, %arg19, %arg34 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<8x8xf32>
    %new_param_64, %new_exp_avg_65, %new_exp_avg_sq_66 = ovl.adamw_update %arg5, %106, %arg20, %arg35 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_67, %new_exp_avg_68, %new_exp_avg_sq_69 = ovl.adamw_update %arg6, %107, %arg21, %arg36 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_70, %new_exp_avg_71, %new_exp_avg_sq_72 = ovl.adamw_update %arg7, %108, %arg22, %arg37 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_73, %new_exp_avg_74, %new_exp_avg_sq_75 = ovl.adamw_update %arg8, %109, %arg23, %arg38 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<8x32xf32>
    %new_param_76, %new_exp_avg_77, %new_exp_avg_sq_78 = ovl.adamw_update %arg9, %110, %arg24, %arg39 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<32xf32>
    %new_param_79, %new_exp_avg_80, %new_exp_avg_sq_81 = ovl.adamw_update %arg10, %111, %arg25, %arg40 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<32x8xf32>
    %new_param_82, %new_exp_avg_83, %new_exp_avg_sq_84 = ovl.adamw_update %arg11, %112, %arg26, %arg41 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_85, %new_exp_avg_86, %new_exp_avg_sq_87 = ovl.adamw_update %arg12, %113, %arg27, %arg42 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_88, %new_exp_avg_89, %new_exp_avg_sq_90 = ovl.adamw_update %arg13, %114, %arg28, %arg43 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_91, %new_exp_avg_92, %new_exp_avg_sq_93 = ovl.adamw_update %arg14, %115, %arg29, %arg44 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<8x8xf32>
    return %new_param, %new_param_52, %new_param_55, %new_param_58, %new_param_61, %new_param_64, %new_param_67, %new_param_70, %new_param_73, %new_param_76, %new_param_79, %new_param_82, %new_param_85, %new_param_88, %new_param_91, %new_exp_avg, %new_exp_avg_53, %new_exp_avg_56, %new_exp_avg_59, %new_exp_avg_62, %new_exp_avg_65, %new_exp_avg_68, %new_exp_avg_71, %new_exp_avg_74, %new_exp_avg_77, %new_exp_avg_80, %new_exp_avg_83, %new_exp_avg_86, %new_exp_avg_89, %new_exp_avg_92, %new_exp_avg_sq, %new_exp_avg_sq_54, %new_exp_avg_sq_57, %new_exp_avg_sq_60, %new_exp_avg_sq_63, %new_exp_avg_sq_66, %new_exp_avg_sq_69, %new_exp_avg_sq_72, %new_exp_avg_sq_75, %new_exp_avg_sq_78, %new_exp_avg_sq_81, %new_exp_avg_sq_84, %new_exp_avg_sq_87, %new_exp_avg_sq_90, %new_exp_avg_sq_93 : tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32>
  }
}

