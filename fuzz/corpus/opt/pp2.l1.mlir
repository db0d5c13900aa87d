module {
  ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 1 : data, tp = 1 : tensor]
  ovl.pipeline @pipeline over pp stages [@stage0, @stage1] microbatches 2 {ovl.schedule = "1f1b"}
  func.func @stage0(%arg0: tensor<8x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight", global [8, 8], init normal(2.000000e-02)>}, %arg1: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.position_embeddings.weight", global [4, 8], init normal(2.000000e-02)>}, %arg2: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.weight", global [8], init ones>}, %arg3: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.bias", global [8], init zeros>}, %arg4: tensor<8x24xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.weight", global [8, 24], init normal(2.000000e-02)>}, %arg5: tensor<24xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.bias", global [24], init zeros>}, %arg6: tensor<8x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.weight", global [8, 8], init normal(1.000000e-02)>}, %arg7: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.bias", global [8], init zeros>}, %arg8: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.weight", global [8], init ones>}, %arg9: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.bias", global [8], init zeros>}, %arg10: tensor<8x32xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.weight", global [8, 32], init normal(2.000000e-02)>}, %arg11: tensor<32xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.bias", global [32], init zeros>}, %arg12: tensor<32x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.weight", global [32, 8], init normal(1.000000e-02)>}, %arg13: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.bias", global [8], init zeros>}, %arg14: tensor<8x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight.momentum_buffer", global [8, 8], init zeros>}, %arg15: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.position_embeddings.weight.momentum_buffer", global [4, 8], init zeros>}, %arg16: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.weight.momentum_buffer", global [8], init zeros>}, %arg17: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.bias.momentum_buffer", global [8], init zeros>}, %arg18: tensor<8x24xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.weight.momentum_buffer", global [8, 24], init zeros>}, %arg19: tensor<24xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.bias.momentum_buffer", global [24], init zeros>}, %arg20: tensor<8x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.weight.momentum_buffer", global [8, 8], init zeros>}, %arg21: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.bias.momentum_buffer", global [8], init zeros>}, %arg22: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.weight.momentum_buffer", global [8], init zeros>}, %arg23: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.bias.momentum_buffer", global [8], init zeros>}, %arg24: tensor<8x32xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.weight.momentum_buffer", global [8, 32], init zeros>}, %arg25: tensor<32xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.bias.momentum_buffer", global [32], init zeros>}, %arg26: tensor<32x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.weight.momentum_buffer", global [32, 8], init zeros>}, %arg27: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.bias.momentum_buffer", global [8], init zeros>}) -> (tensor<8x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>) attributes {ovl.stage = 0 : i64} {
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
    %new_param, %new_momentum_buffer = ovl.sgd_update %arg0, %81, %arg14 lr 5.000000e-02 momentum 9.000000e-01 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<8x8xf32>
    %new_param_36, %new_momentum_buffer_37 = ovl.sgd_update %arg1, %79, %arg15 lr 5.000000e-02 momentum 9.000000e-01 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<4x8xf32>
    %new_param_38, %new_momentum_buffer_39 = ovl.sgd_update %arg2, %75, %arg16 lr 5.000000e-02 momentum 9.000000e-01 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_40, %new_momentum_buffer_41 = ovl.sgd_update %arg3, %76, %arg17 lr 5.000000e-02 momentum 9.000000e-01 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_42, %new_momentum_buffer_43 = ovl.sgd_update %arg4, %74, %arg18 lr 5.000000e-02 momentum 9.000000e-01 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<8x24xf32>
    %new_param_44, %new_momentum_buffer_45 = ovl.sgd_update %arg5, %71, %arg19 lr 5.000000e-02 momentum 9.000000e-01 {ovl.stream = #ovl<stream compute>} : tensor<24xf32>
    %new_param_46, %new_momentum_buffer_47 = ovl.sgd_update %arg6, %68, %arg20 lr 5.000000e-02 momentum 9.000000e-01 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<8x8xf32>
    %new_param_48, %new_momentum_buffer_49 = ovl.sgd_update %arg7, %65, %arg21 lr 5.000000e-02 momentum 9.000000e-01 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_50, %new_momentum_buffer_51 = ovl.sgd_update %arg8, %61, %arg22 lr 5.000000e-02 momentum 9.000000e-01 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_52, %new_momentum_buffer_53 = ovl.sgd_update %arg9, %62, %arg23 lr 5.000000e-02 momentum 9.000000e-01 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_54, %new_momentum_buffer_55 = ovl.sgd_update %arg10, %60, %arg24 lr 5.000000e-02 momentum 9.000000e-01 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<8x32xf32>
    %new_param_56, %new_momentum_buffer_57 = ovl.sgd_update %arg11, %57, %arg25 lr 5.000000e-02 momentum 9.000000e-01 {ovl.stream = #ovl<stream compute>} : tensor<32xf32>
    %new_param_58, %new_momentum_buffer_59 = ovl.sgd_update %arg12, %54, %arg26 lr 5.000000e-02 momentum 9.000000e-01 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<32x8xf32>
    %new_param_60, %new_momentum_buffer_61 = ovl.sgd_update %arg13, %51, %arg27 lr 5.000000e-02 momentum 9.000000e-01 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    return %new_param, %new_param_36, %new_param_38, %new_param_40, %new_param_42, %new_param_44, %new_param_46, %new_param_48, %new_param_50, %new_param_52, %new_param_54, %new_param_56, %new_param_58, %new_param_60, %new_momentum_buffer, %new_momentum_buffer_37, %new_momentum_buffer_39, %new_momentum_buffer_41, %new_momentum_buffer_43, %new_momentum_buffer_45, %new_momentum_buffer_47, %new_momentum_buffer_49, %new_momentum_buffer_51, %new_momentum_buffer_53, %new_momentum_buffer_55, %new_momentum_buffer_57, %new_momentum_buffer_59, %new_momentum_buffer_61 : tensor<8x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>
  }
  func.func @stage1(%arg0: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.input_layernorm.weight", global [8], init ones>}, %arg1: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.input_layernorm.bias", global [8], init zeros>}, %arg2: tensor<8x24xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_qkv.weight", global [8, 24], init normal(2.000000e-02)>}, %arg3: tensor<24xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_qkv.bias", global [24], init zeros>}, %arg4: tensor<8x8xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_proj.weight", global [8, 8], init normal(1.000000e-02)>}, %arg5: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_proj.bias", global [8], init zeros>}, %arg6: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.pre_mlp_layernorm.weight", global [8], init ones>}, %arg7: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.pre_mlp_layernorm.bias", global [8], init zeros>}, %arg8: tensor<8x32xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc1.weight", global [8, 32], init normal(2.000000e-02)>}, %arg9: tensor<32xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc1.bias", global [32], init zeros>}, %arg10: tensor<32x8xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc2.weight", global [32, 8], init normal(1.000000e-02)>}, %arg11: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc2.bias", global [8], init zeros>}, %arg12: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.weight", global [8], init ones>}, %arg13: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.bias", global [8], init zeros>}, %arg14: tensor<8x8xf32> {ovl.param = #ovl.param<"output_layer.weight", global [8, 8], init normal(2.000000e-02)>}, %arg15: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.input_layernorm.weight.momentum_buffer", global [8], init zeros>}, %arg16: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.input_layernorm.bias.momentum_buffer", global [8], init zeros>}, %arg17: tensor<8x24xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_qkv.weight.momentum_buffer", global [8, 24], init zeros>}, %arg18: tensor<24xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_qkv.bias.momentum_buffer", global [24], init zeros>}, %arg19: tensor<8x8xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_proj.weight.momentum_buffer", global [8, 8], init zeros>}, %arg20: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_proj.bias.momentum_buffer", global [8], init zeros>}, %arg21: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.pre_mlp_layernorm.weight.momentum_buffer", global [8], init zeros>}, %arg22: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.pre_mlp_layernorm.bias.momentum_buffer", global [8], init zeros>}, %arg23: tensor<8x32xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc1.weight.momentum_buffer", global [8, 32], init zeros>}, %arg24: tensor<32xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc1.bias.momentum_buffer", global [32], init zeros>}, %arg25: tensor<32x8xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc2.weight.momentum_buffer", global [32, 8], init zeros>}, %arg26: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc2.bias.momentum_buffer", global [8], init zeros>}, %arg27: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.weight.momentum_buffer", global [8], init zeros>}, %arg28: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.bias.momentum_buffer", global [8], init zeros>}, %arg29: tensor<8x8xf32> {ovl.param = #ovl.param<"output_layer.weight.momentum_buffer", global [8, 8], init zeros>}) -> (tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32>) attributes {ovl.stage = 1 : i64} {
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
    %11 = ovl.linear column %result_4, %arg14 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x8xf32>) -> tensor<1x4x8xf32>
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
    %22 = ovl.matmul %21, %arg14 transpose_b {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x8xf32>) -> tensor<1x4x8xf32>
    %collapsed = tensor.collapse_shape %result_4 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %collapsed_7 = tensor.collapse_shape %21 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %23 = ovl.matmul %collapsed, %collapsed_7 transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
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
    %50 = ovl.linear column %result_30, %arg14 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x8xf32>) -> tensor<1x4x8xf32>
    %51 = ovl.cross_entropy_max %50 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<1x4xf32>
    ovl.event_wait %16 on compute
    %52 = ovl.cross_entropy_stats %50, %51, %15 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xi32>) -> tensor<1x4x2xf32>
    %53 = ovl.cross_entropy_loss %52 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x2xf32>) -> tensor<f32>
    ovl.log_loss %53 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : tensor<f32>
    %54 = ovl.cross_entropy_grad %50, %51, %52, %15 scale 1.250000e-01 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32>) -> tensor<1x4x8xf32>
    %55 = ovl.matmul %54, %arg14 transpose_b {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x8xf32>) -> tensor<1x4x8xf32>
    %collapsed_33 = tensor.collapse_shape %result_30 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %collapsed_34 = tensor.collapse_shape %54 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %56 = ovl.matmul %collapsed_33, %collapsed_34 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
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
    %new_param, %new_momentum_buffer = ovl.sgd_update %arg0, %85, %arg15 lr 5.000000e-02 momentum 9.000000e-01 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_52, %new_momentum_buffer_53 = ovl.sgd_update %arg1, %86, %arg16 lr 5.000000e-02 momentum 9.000000e-01 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_54, %new_momentum_buffer_55 = ovl.sgd_update %arg2, %84, %arg17 lr 5.000000e-02 momentum 9.000000e-01 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<8x24xf32>
    %new_param_56, %new_momentum_buffer_57 = ovl.sgd_update %arg3, %81, %arg18 lr 5.000000e-02 momentum 9.000000e-01 {ovl.stream = #ovl<stream compute>} : tensor<24xf32>
    %new_param_58, %new_momentum_buffer_59 = ovl.sgd_update %arg4, %78, %arg19 lr 5.000000e-02 momentum 9.000000e-01 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<8x8xf32>
    %new_param_60, %new_momentum_buffer_61 = ovl.sgd_update %arg5, %75, %arg20 lr 5.000000e-02 momentum 9.000000e-01 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_62, %new_momentum_buffer_63 = ovl.sgd_update %arg6, %71, %arg21 lr 5.000000e-02 momentum 9.000000e-01 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_64, %new_momentum_buffer_65 = ovl.sgd_update %arg7, %72, %arg22 lr 5.000000e-02 momentum 9.000000e-01 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_66, %new_momentum_buffer_67 = ovl.sgd_update %arg8, %70, %arg23 lr 5.000000e-02 momentum 9.000000e-01 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<8x32xf32>
    %new_param_68, %new_momentum_buffer_69 = ovl.sgd_update %arg9, %67, %arg24 lr 5.000000e-02 momentum 9.000000e-01 {ovl.stream = #ovl<stream compute>} : tensor<32xf32>
    %new_param_70, %new_momentum_buffer_71 = ovl.sgd_update %arg10, %64, %arg25 lr 5.000000e-02 momentum 9.000000e-01 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<32x8xf32>
    %new_param_72, %new_momentum_buffer_73 = ovl.sgd_update %arg11, %61, %arg26 lr 5.000000e-02 momentum 9.000000e-01 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_74, %new_momentum_buffer_75 = ovl.sgd_update %arg12, %58, %arg27 lr 5.000000e-02 momentum 9.000000e-01 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_76, %new_momentum_buffer_77 = ovl.sgd_update %arg13, %59, %arg28 lr 5.000000e-02 momentum 9.000000e-01 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_78, %new_momentum_buffer_79 = ovl.sgd_update %arg14, %57, %arg29 lr 5.000000e-02 momentum 9.000000e-01 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<8x8xf32>
    return %new_param, %new_param_52, %new_param_54, %new_param_56, %new_param_58, %new_param_60, %new_param_62, %new_param_64, %new_param_66, %new_param_68, %new_param_70, %new_param_72, %new_param_74, %new_param_76, %new_param_78, %new_momentum_buffer, %new_momentum_buffer_53, %new_momentum_buffer_55, %new_momentum_buffer_57, %new_momentum_buffer_59, %new_momentum_buffer_61, %new_momentum_buffer_63, %new_momentum_buffer_65, %new_momentum_buffer_67, %new_momentum_buffer_69, %new_momentum_buffer_71, %new_momentum_buffer_73, %new_momentum_buffer_75, %new_momentum_buffer_77, %new_momentum_buffer_79 : tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32>
  }
}

