module {
  ovl.mesh @mesh axes [pp = 1 : pipeline, dp = 2 : data, tp = 1 : tensor]
  ovl.pipeline @pipeline over pp stages [@stage0] microbatches 2
  func.func @stage0(%arg0: tensor<8x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight", global [8, 8], init normal(2.000000e-02)>}, %arg1: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.position_embeddings.weight", global [4, 8], init normal(2.000000e-02)>}, %arg2: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.weight", global [8], init ones>}, %arg3: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.bias", global [8], init zeros>}, %arg4: tensor<8x24xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.weight", global [8, 24], init normal(2.000000e-02)>}, %arg5: tensor<24xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.bias", global [24], init zeros>}, %arg6: tensor<8x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.weight", global [8, 8], init normal(0.014142135623730949)>}, %arg7: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.bias", global [8], init zeros>}, %arg8: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.weight", global [8], init ones>}, %arg9: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.bias", global [8], init zeros>}, %arg10: tensor<8x32xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.weight", global [8, 32], init normal(2.000000e-02)>}, %arg11: tensor<32xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.bias", global [32], init zeros>}, %arg12: tensor<32x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.weight", global [32, 8], init normal(0.014142135623730949)>}, %arg13: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.bias", global [8], init zeros>}, %arg14: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.weight", global [8], init ones>}, %arg15: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.bias", global [8], init zeros>}, %arg16: tensor<8x8xf32> {ovl.param = #ovl.param<"output_layer.weight", global [8, 8], init normal(2.000000e-02)>}, %arg17: tensor<8x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight.momentum_buffer", global [8, 8], init zeros>}, %arg18: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.position_embeddings.weight.momentum_buffer", global [4, 8], init zeros>}, %arg19: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.weight.momentum_buffer", global [8], init zeros>}, %arg20: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.bias.momentum_buffer", global [8], init zeros>}, %arg21: tensor<8x24xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.weight.momentum_buffer", global [8, 24], init zeros>}, %arg22: tensor<24xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.bias.momentum_buffer", global [24], init zeros>}, %arg23: tensor<8x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.weight.momentum_buffer", global [8, 8], init zeros>}, %arg24: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.bias.momentum_buffer", global [8], init zeros>}, %arg25: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.weight.momentum_buffer", global [8], init zeros>}, %arg26: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.bias.momentum_buffer", global [8], init zeros>}, %arg27: tensor<8x32xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.weight.momentum_buffer", global [8, 32], init zeros>}, %arg28: tensor<32xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.bias.momentum_buffer", global [32], init zeros>}, %arg29: tensor<32x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.weight.momentum_buffer", global [32, 8], init zeros>}, %arg30: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.bias.momentum_buffer", global [8], init zeros>}, %arg31: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.weight.momentum_buffer", global [8], init zeros>}, %arg32: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.bias.momentum_buffer", global [8], init zeros>}, %arg33: tensor<8x8xf32> {ovl.param = #ovl.param<"output_layer.weight.momentum_buffer", global [8, 8], init zeros>}) -> (tensor<8x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32>) attributes {ovl.stage = 0 : i64} {
    %0 = ovl.load_batch tokens microbatch 0 vocab 8 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream copy>} : tensor<1x4xi32>
    %1 = ovl.event_record on copy : !ovl.event
    ovl.event_wait %1 on compute
    %2 = ovl.embedding %0, %arg0 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4xi32>, tensor<8x8xf32>) -> tensor<1x4x8xf32>
    %3 = ovl.add %2, %arg1 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %result, %mean, %rstd = ovl.layer_norm %3, %arg2, %arg3 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %4 = ovl.linear column %result, %arg4, %arg5 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x24xf32>, tensor<24xf32>) -> tensor<1x4x24xf32>
    %result_0, %logsumexp = ovl.attention %4 heads 2 causal {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x24xf32>) -> (tensor<1x4x8xf32>, tensor<1x2x4xf32>)
    %5 = ovl.linear row %result_0, %arg6 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x8xf32>) -> tensor<1x4x8xf32>
    %6 = ovl.add %5, %arg7 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %7 = ovl.add %3, %6 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %result_1, %mean_2, %rstd_3 = ovl.layer_norm %7, %arg8, %arg9 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %8 = ovl.linear column %result_1, %arg10, %arg11 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x32xf32>, tensor<32xf32>) -> tensor<1x4x32xf32>
    %9 = ovl.gelu %8 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x32xf32>
    %10 = ovl.linear row %9, %arg12 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x32xf32>, tensor<32x8xf32>) -> tensor<1x4x8xf32>
    %11 = ovl.add %10, %arg13 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %12 = ovl.add %7, %11 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %result_4, %mean_5, %rstd_6 = ovl.layer_norm %12, %arg14, %arg15 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %13 = ovl.linear column %result_4, %arg16 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x8xf32>) -> tensor<1x4x8xf32>
    %14 = ovl.cross_entropy_max %13 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<1x4xf32>
    %15 = ovl.load_batch labels microbatch 0 vocab 8 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream copy>} : tensor<1x4xi32>
    %16 = ovl.event_record on copy : !ovl.event
    %17 = ovl.load_batch tokens microbatch 1 vocab 8 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream copy>} : tensor<1x4xi32>
    %18 = ovl.event_record on copy : !ovl.event
    %19 = ovl.load_batch labels microbatch 1 vocab 8 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream copy>} : tensor<1x4xi32>
    %20 = ovl.event_record on copy : !ovl.event
    ovl.event_wait %16 on compute
    %21 = ovl.cross_entropy_stats %13, %14, %15 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xi32>) -> tensor<1x4x2xf32>
    %22 = ovl.cross_entropy_loss %21 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x2xf32>) -> tensor<f32>
    ovl.log_loss %22 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : tensor<f32>
    %23 = ovl.cross_entropy_grad %13, %14, %21, %15 scale 6.250000e-02 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32>) -> tensor<1x4x8xf32>
    %24 = ovl.matmul %23, %arg16 transpose_b {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x8xf32>) -> tensor<1x4x8xf32>
    %collapsed = tensor.collapse_shape %result_4 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %collapsed_7 = tensor.collapse_shape %23 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %25 = ovl.matmul %collapsed, %collapsed_7 transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
    %input_grad, %gamma_grad, %beta_grad = ovl.layer_norm_grad %12, %arg14, %mean_5, %rstd_6, %24 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %26 = ovl.bias_grad %input_grad {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<8xf32>
    %27 = ovl.matmul %input_grad, %arg12 transpose_b {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<32x8xf32>) -> tensor<1x4x32xf32>
    %collapsed_8 = tensor.collapse_shape %9 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x32xf32> into tensor<4x32xf32>
    %collapsed_9 = tensor.collapse_shape %input_grad [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %28 = ovl.matmul %collapsed_8, %collapsed_9 transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x32xf32>, tensor<4x8xf32>) -> tensor<32x8xf32>
    %29 = ovl.gelu_grad %8, %27 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x32xf32>
    %30 = ovl.bias_grad %29 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x32xf32>) -> tensor<32xf32>
    %31 = ovl.matmul %29, %arg10 transpose_b {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x32xf32>, tensor<8x32xf32>) -> tensor<1x4x8xf32>
    %collapsed_10 = tensor.collapse_shape %result_1 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %collapsed_11 = tensor.collapse_shape %29 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x32xf32> into tensor<4x32xf32>
    %32 = ovl.matmul %collapsed_10, %collapsed_11 transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x32xf32>) -> tensor<8x32xf32>
    %input_grad_12, %gamma_grad_13, %beta_grad_14 = ovl.layer_norm_grad %7, %arg8, %mean_2, %rstd_3, %31 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %33 = ovl.add %input_grad, %input_grad_12 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %34 = ovl.bias_grad %33 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<8xf32>
    %35 = ovl.matmul %33, %arg6 transpose_b {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x8xf32>) -> tensor<1x4x8xf32>
    %collapsed_15 = tensor.collapse_shape %result_0 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %collapsed_16 = tensor.collapse_shape %33 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %36 = ovl.matmul %collapsed_15, %collapsed_16 transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
    %37 = ovl.attention_grad %4, %result_0, %logsumexp, %35 heads 2 causal {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x24xf32>, tensor<1x4x8xf32>, tensor<1x2x4xf32>, tensor<1x4x8xf32>) -> tensor<1x4x24xf32>
    %38 = ovl.bias_grad %37 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x24xf32>) -> tensor<24xf32>
    %39 = ovl.matmul %37, %arg4 transpose_b {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x24xf32>, tensor<8x24xf32>) -> tensor<1x4x8xf32>
    %collapsed_17 = tensor.collapse_shape %result [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %collapsed_18 = tensor.collapse_shape %37 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x24xf32> into tensor<4x24xf32>
    %40 = ovl.matmul %collapsed_17, %collapsed_18 transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x24xf32>) -> tensor<8x24xf32>
    %input_grad_19, %gamma_grad_20, %beta_grad_21 = ovl.layer_norm_grad %3, %arg2, %mean, %rstd, %39 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %41 = ovl.add %33, %input_grad_19 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %42 = ovl.bias_grad %41 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
    %43 = ovl.embedding_grad %0, %41 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4xi32>, tensor<1x4x8xf32>) -> tensor<8x8xf32>
    ovl.event_wait %18 on compute
    %44 = ovl.embedding %17, %arg0 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4xi32>, tensor<8x8xf32>) -> tensor<1x4x8xf32>
    %45 = ovl.add %44, %arg1 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %result_22, %mean_23, %rstd_24 = ovl.layer_norm %45, %arg2, %arg3 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %46 = ovl.linear column %result_22, %arg4, %arg5 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x24xf32>, tensor<24xf32>) -> tensor<1x4x24xf32>
    %result_25, %logsumexp_26 = ovl.attention %46 heads 2 causal {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x24xf32>) -> (tensor<1x4x8xf32>, tensor<1x2x4xf32>)
    %47 = ovl.linear row %result_25, %arg6 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x8xf32>) -> tensor<1x4x8xf32>
    %48 = ovl.add %47, %arg7 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %49 = ovl.add %45, %48 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %result_27, %mean_28, %rstd_29 = ovl.layer_norm %49, %arg8, %arg9 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %50 = ovl.linear column %result_27, %arg10, %arg11 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x32xf32>, tensor<32xf32>) -> tensor<1x4x32xf32>
    %51 = ovl.gelu %50 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x32xf32>
    %52 = ovl.linear row %51, %arg12 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x32xf32>, tensor<32x8xf32>) -> tensor<1x4x8xf32>
    %53 = ovl.add %52, %arg13 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %54 = ovl.add %49, %53 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %result_30, %mean_31, %rstd_32 = ovl.layer_norm %54, %arg14, %arg15 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %55 = ovl.linear column %result_30, %arg16 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x8xf32>) -> tensor<1x4x8xf32>
    %56 = ovl.cross_entropy_max %55 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<1x4xf32>
    ovl.event_wait %20 on compute
    %57 = ovl.cross_entropy_stats %55, %56, %19 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xi32>) -> tensor<1x4x2xf32>
    %58 = ovl.cross_entropy_loss %57 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x2xf32>) -> tensor<f32>
    ovl.log_loss %58 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : tensor<f32>
    %59 = ovl.cross_entropy_grad %55, %56, %57, %19 scale 6.250000e-02 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32>) -> tensor<1x4x8xf32>
    %60 = ovl.matmul %59, %arg16 transpose_b {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x8xf32>) -> tensor<1x4x8xf32>
    %collapsed_33 = tensor.collapse_shape %result_30 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %collapsed_34 = tensor.collapse_shape %59 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %61 = ovl.matmul %collapsed_33, %collapsed_34 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
    %62 = ovl.add %25, %61 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %input_grad_35, %gamma_grad_36, %beta_grad_37 = ovl.layer_norm_grad %54, %arg14, %mean_31, %rstd_32, %60 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %63 = ovl.add %gamma_grad, %gamma_grad_36 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %64 = ovl.add %beta_grad, %beta_grad_37 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %65 = ovl.bias_grad %input_grad_35 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<8xf32>
    %66 = ovl.add %26, %65 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %67 = ovl.matmul %input_grad_35, %arg12 transpose_b {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<32x8xf32>) -> tensor<1x4x32xf32>
    %collapsed_38 = tensor.collapse_shape %51 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x32xf32> into tensor<4x32xf32>
    %collapsed_39 = tensor.collapse_shape %input_grad_35 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %68 = ovl.matmul %collapsed_38, %collapsed_39 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x32xf32>, tensor<4x8xf32>) -> tensor<32x8xf32>
    %69 = ovl.add %28, %68 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %70 = ovl.gelu_grad %50, %67 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x32xf32>
    %71 = ovl.bias_grad %70 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x32xf32>) -> tensor<32xf32>
    %72 = ovl.add %30, %71 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %73 = ovl.matmul %70, %arg10 transpose_b {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x32xf32>, tensor<8x32xf32>) -> tensor<1x4x8xf32>
    %collapsed_40 = tensor.collapse_shape %result_27 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %collapsed_41 = tensor.collapse_shape %70 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x32xf32> into tensor<4x32xf32>
    %74 = ovl.matmul %collapsed_40, %collapsed_41 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x32xf32>) -> tensor<8x32xf32>
    %75 = ovl.add %32, %74 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %input_grad_42, %gamma_grad_43, %beta_grad_44 = ovl.layer_norm_grad %49, %arg8, %mean_28, %rstd_29, %73 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %76 = ovl.add %gamma_grad_13, %gamma_grad_43 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %77 = ovl.add %beta_grad_14, %beta_grad_44 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %78 = ovl.add %input_grad_35, %input_grad_42 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %79 = ovl.bias_grad %78 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<8xf32>
    %80 = ovl.add %34, %79 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %81 = ovl.matmul %78, %arg6 transpose_b {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x8xf32>) -> tensor<1x4x8xf32>
    %collapsed_45 = tensor.collapse_shape %result_25 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %collapsed_46 = tensor.collapse_shape %78 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %82 = ovl.matmul %collapsed_45, %collapsed_46 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
    %83 = ovl.add %36, %82 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %84 = ovl.attention_grad %46, %result_25, %logsumexp_26, %81 heads 2 causal {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x24xf32>, tensor<1x4x8xf32>, tensor<1x2x4xf32>, tensor<1x4x8xf32>) -> tensor<1x4x24xf32>
    %85 = ovl.bias_grad %84 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x24xf32>) -> tensor<24xf32>
    %86 = ovl.add %38, %85 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %87 = ovl.matmul %84, %arg4 transpose_b {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x24xf32>, tensor<8x24xf32>) -> tensor<1x4x8xf32>
    %collapsed_47 = tensor.collapse_shape %result_22 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %collapsed_48 = tensor.collapse_shape %84 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x24xf32> into tensor<4x24xf32>
    %88 = ovl.matmul %collapsed_47, %collapsed_48 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x24xf32>) -> tensor<8x24xf32>
    %89 = ovl.add %40, %88 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8x24xf32>, tensor<8x24xf32>) -> tensor<8x24xf32>
    %input_grad_49, %gamma_grad_50, %beta_grad_51 = ovl.layer_norm_grad %45, %arg2, %mean_23, %rstd_24, %87 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %90 = ovl.add %gamma_grad_20, %gamma_grad_50 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %91 = ovl.add %beta_grad_21, %beta_grad_51 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %92 = ovl.add %78, %input_grad_49 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %93 = ovl.bias_grad %92 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
    %94 = ovl.add %42, %93 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %95 = ovl.embedding_grad %17, %92 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4xi32>, tensor<1x4x8xf32>) -> tensor<8x8xf32>
    %96 = ovl.add %43, %95 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %collapsed_52 = tensor.collapse_shape %62 [[0, 1]] {ovl.stream = #ovl<stream compute>} : tensor<8x8xf32> into tensor<64xf32>
    %collapsed_53 = tensor.collapse_shape %69 [[0, 1]] {ovl.stream = #ovl<stream compute>} : tensor<32x8xf32> into tensor<256xf32>
    %collapsed_54 = tensor.collapse_shape %75 [[0, 1]] {ovl.stream = #ovl<stream compute>} : tensor<8x32xf32> into tensor<256xf32>
    %collapsed_55 = tensor.collapse_shape %83 [[0, 1]] {ovl.stream = #ovl<stream compute>} : tensor<8x8xf32> into tensor<64xf32>
    %collapsed_56 = tensor.collapse_shape %89 [[0, 1]] {ovl.stream = #ovl<stream compute>} : tensor<8x24xf32> into tensor<192xf32>
    %collapsed_57 = tensor.collapse_shape %94 [[0, 1]] {ovl.stream = #ovl<stream compute>} : tensor<4x8xf32> into tensor<32xf32>
    %collapsed_58 = tensor.collapse_shape %96 [[0, 1]] {ovl.stream = #ovl<stream compute>} : tensor<8x8xf32> into tensor<64xf32>
    %concat = tensor.concat dim(0) %collapsed_52, %63, %64, %66, %collapsed_53, %72, %collapsed_54, %76, %77, %80, %collapsed_55, %86, %collapsed_56, %90, %91, %collapsed_57, %collapsed_58 {ovl.stream = #ovl<stream compute>} : (tensor<64xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<256xf32>, tensor<32xf32>, tensor<256xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64xf32>, tensor<24xf32>, tensor<192xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32xf32>, tensor<64xf32>) -> tensor<1048xf32>
    %97 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %97 on dp_comm
    %98 = ovl.all_reduce_start sum %concat over [dp] {ovl.stream = #ovl<stream dp_comm>} : tensor<1048xf32> -> !ovl.inflight<tensor<1048xf32>>
    %99 = ovl.event_record on dp_comm : !ovl.event
    ovl.event_wait %99 on compute
    %100 = ovl.wait %98 {ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1048xf32>> -> tensor<1048xf32>
    %extracted_slice = tensor.extract_slice %100[0] [64] [1] {ovl.stream = #ovl<stream compute>} : tensor<1048xf32> to tensor<64xf32>
    %expanded = tensor.expand_shape %extracted_slice [[0, 1]] output_shape [8, 8] {ovl.stream = #ovl<stream compute>} : tensor<64xf32> into tensor<8x8xf32>
    %extracted_slice_59 = tensor.extract_slice %100[64] [8] [1] {ovl.stream = #ovl<stream compute>} : tensor<1048xf32> to tensor<8xf32>
    %extracted_slice_60 = tensor.extract_slice %100[72] [8] [1] {ovl.stream = #ovl<stream compute>} : tensor<1048xf32> to tensor<8xf32>
    %extracted_slice_61 = tensor.extract_slice %100[80] [8] [1] {ovl.stream = #ovl<stream compute>} : tensor<1048xf32> to tensor<8xf32>
    %extracted_slice_62 = tensor.extract_slice %100[88] [256] [1] {ovl.stream = #ovl<stream compute>} : tensor<1048xf32> to tensor<256xf32>
    %expanded_63 = tensor.expand_shape %extracted_slice_62 [[0, 1]] output_shape [32, 8] {ovl.stream = #ovl<stream compute>} : tensor<256xf32> into tensor<32x8xf32>
    %extracted_slice_64 = tensor.extract_slice %100[344] [32] [1] {ovl.stream = #ovl<stream compute>} : tensor<1048xf32> to tensor<32xf32>
    %extracted_slice_65 = tensor.extract_slice %100[376] [256] [1] {ovl.stream = #ovl<stream compute>} : tensor<1048xf32> to tensor<256xf32>
    %expanded_66 = tensor.expand_shape %extracted_slice_65 [[0, 1]] output_shape [8, 32] {ovl.stream = #ovl<stream compute>} : tensor<256xf32> into tensor<8x32xf32>
    %extracted_slice_67 = tensor.extract_slice %100[632] [8] [1] {ovl.stream = #ovl<stream compute>} : tensor<1048xf32> to tensor<8xf32>
    %extracted_slice_68 = tensor.extract_slice %100[640] [8] [1] {ovl.stream = #ovl<stream compute>} : tensor<1048xf32> to tensor<8xf32>
    %extracted_slice_69 = tensor.extract_slice %100[648] [8] [1] {ovl.stream = #ovl<stream compute>} : tensor<1048xf32> to tensor<8xf32>
    %extracted_slice_70 = tensor.extract_slice %100[656] [64] [1] {ovl.stream = #ovl<stream compute>} : tensor<1048xf32> to tensor<64xf32>
    %expanded_71 = tensor.expand_shape %extracted_slice_70 [[0, 1]] output_shape [8, 8] {ovl.stream = #ovl<stream compute>} : tensor<64xf32> into tensor<8x8xf32>
    %extracted_slice_72 = tensor.extract_slice %100[720] [24] [1] {ovl.stream = #ovl<stream compute>} : tensor<1048xf32> to tensor<24xf32>
    %extracted_slice_73 = tensor.extract_slice %100[744] [192] [1] {ovl.stream = #ovl<stream compute>} : tensor<1048xf32> to tensor<192xf32>
    %expanded_74 = tensor.expand_shape %extracted_slice_73 [[0, 1]] output_shape [8, 24] {ovl.stream = #ovl<stream compute>} : tensor<192xf32> into tensor<8x24xf32>
    %extracted_slice_75 = tensor.extract_slice %100[936] [8] [1] {ovl.stream = #ovl<stream compute>} : tensor<1048xf32> to tensor<8xf32>
    %extracted_slice_76 = tensor.extract_slice %100[944] [8] [1] {ovl.stream = #ovl<stream compute>} : tensor<1048xf32> to tensor<8xf32>
    %extracted_slice_77 = tensor.extract_slice %100[952] [32] [1] {ovl.stream = #ovl<stream compute>} : tensor<1048xf32> to tensor<32xf32>
    %expanded_78 = tensor.expand_shape %extracted_slice_77 [[0, 1]] output_shape [4, 8] {ovl.stream = #ovl<stream compute>} : tensor<32xf32> into tensor<4x8xf32>
    %extracted_slice_79 = tensor.extract_slice %100[984] [64] [1] {ovl.stream = #ovl<stream compute>} : tensor<1048xf32> to tensor<64xf32>
    %expanded_80 = tensor.expand_shape %extracted_slice_79 [[0, 1]] output_shape [8, 8] {ovl.stream = #ovl<stream compute>} : tensor<64xf32> into tensor<8x8xf32>
    %new_param, %new_momentum_buffer = ovl.sgd_update %arg0, %expanded_80, %arg17 lr 5.000000e-02 momentum 9.000000e-01 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<8x8xf32>
    %new_param_81, %new_momentum_buffer_82 = ovl.sgd_update %arg1, %expanded_78, %arg18 lr 5.000000e-02 momentum 9.000000e-01 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<4x8xf32>
    %new_param_83, %new_momentum_buffer_84 = ovl.sgd_update %arg2, %extracted_slice_75, %arg19 lr 5.000000e-02 momentum 9.000000e-01 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_85, %new_momentum_buffer_86 = ovl.sgd_update %arg3, %extracted_slice_76, %arg20 lr 5.000000e-02 momentum 9.000000e-01 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_87, %new_momentum_buffer_88 = ovl.sgd_update %arg4, %expanded_74, %arg21 lr 5.000000e-02 momentum 9.000000e-01 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<8x24xf32>
    %new_param_89, %new_momentum_buffer_90 = ovl.sgd_update %arg5, %extracted_slice_72, %arg22 lr 5.000000e-02 momentum 9.000000e-01 {ovl.stream = #ovl<stream compute>} : tensor<24xf32>
    %new_param_91, %new_momentum_buffer_92 = ovl.sgd_update %arg6, %expanded_71, %arg23 lr 5.000000e-02 momentum 9.000000e-01 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<8x8xf32>
    %new_param_93, %new_momentum_buffer_94 = ovl.sgd_update %arg7, %extracted_slice_69, %arg24 lr 5.000000e-02 momentum 9.000000e-01 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_95, %new_momentum_buffer_96 = ovl.sgd_update %arg8, %extracted_slice_67, %arg25 lr 5.000000e-02 momentum 9.000000e-01 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_97, %new_momentum_buffer_98 = ovl.sgd_update %arg9, %extracted_slice_68, %arg26 lr 5.000000e-02 momentum 9.000000e-01 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_99, %new_momentum_buffer_100 = ovl.sgd_update %arg10, %expanded_66, %arg27 lr 5.000000e-02 momentum 9.000000e-01 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<8x32xf32>
    %new_param_101, %new_momentum_buffer_102 = ovl.sgd_update %arg11, %extracted_slice_64, %arg28 lr 5.000000e-02 momentum 9.000000e-01 {ovl.stream = #ovl<stream compute>} : tensor<32xf32>
    %new_param_103, %new_momentum_buffer_104 = ovl.sgd_update %arg12, %expanded_63, %arg29 lr 5.000000e-02 momentum 9.000000e-01 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<32x8xf32>
    %new_param_105, %new_momentum_buffer_106 = ovl.sgd_update %arg13, %extracted_slice_61, %arg30 lr 5.000000e-02 momentum 9.000000e-01 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_107, %new_momentum_buffer_108 = ovl.sgd_update %arg14, %extracted_slice_59, %arg31 lr 5.000000e-02 momentum 9.000000e-01 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_109, %new_momentum_buffer_110 = ovl.sgd_update %arg15, %extracted_slice_60, %arg32 lr 5.000000e-02 momentum 9.000000e-01 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_111, %new_momentum_buffer_112 = ovl.sgd_update %arg16, %expanded, %arg33 lr 5.000000e-02 momentum 9.000000e-01 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<8x8xf32>
    return %new_param, %new_param_81, %new_param_83, %new_param_85, %new_param_87, %new_param_89, %new_param_91, %new_param_93, %new_param_95, %new_param_97, %new_param_99, %new_param_101, %new_param_103, %new_param_105, %new_param_107, %new_param_109, %new_param_111, %new_momentum_buffer, %new_momentum_buffer_82, %new_momentum_buffer_84, %new_momentum_buffer_86, %new_momentum_buffer_88, %new_momentum_buffer_90, %new_momentum_buffer_92, %new_momentum_buffer_94, %new_momentum_buffer_96, %new_momentum_buffer_98, %new_momentum_buffer_100, %new_momentum_buffer_102, %new_momentum_buffer_104, %new_momentum_buffer_106, %new_momentum_buffer_108, %new_momentum_buffer_110, %new_momentum_buffer_112 : tensor<8x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32>
  }
}

