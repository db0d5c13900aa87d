module {
  ovl.mesh @mesh axes [pp = 1 : pipeline, dp = 1 : data, tp = 2 : tensor]
  ovl.pipeline @pipeline over pp stages [@stage0] microbatches 2
  func.func @stage0(%arg0: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight", global [8, 8], shard 0 over tp, init normal(2.000000e-02)>}, %arg1: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.position_embeddings.weight", global [4, 8], init normal(2.000000e-02)>}, %arg2: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.weight", global [8], init ones>}, %arg3: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.bias", global [8], init zeros>}, %arg4: tensor<8x12xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.weight", global [8, 24], shard 1 over tp, init normal(2.000000e-02)>}, %arg5: tensor<12xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.bias", global [24], shard 0 over tp, init zeros>}, %arg6: tensor<4x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.weight", global [8, 8], shard 0 over tp, init normal(0.014142135623730949)>}, %arg7: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.bias", global [8], init zeros>}, %arg8: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.weight", global [8], init ones>}, %arg9: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.bias", global [8], init zeros>}, %arg10: tensor<8x16xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.weight", global [8, 32], shard 1 over tp, init normal(2.000000e-02)>}, %arg11: tensor<16xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.bias", global [32], shard 0 over tp, init zeros>}, %arg12: tensor<16x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.weight", global [32, 8], shard 0 over tp, init normal(0.014142135623730949)>}, %arg13: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.bias", global [8], init zeros>}, %arg14: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.weight", global [8], init ones>}, %arg15: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.bias", global [8], init zeros>}, %arg16: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight.exp_avg", global [8, 8], shard 0 over tp, init zeros>}, %arg17: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.position_embeddings.weight.exp_avg", global [4, 8], init zeros>}, %arg18: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.weight.exp_avg", global [8], init zeros>}, %arg19: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.bias.exp_avg", global [8], init zeros>}, %arg20: tensor<8x12xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.weight.exp_avg", global [8, 24], shard 1 over tp, init zeros>}, %arg21: tensor<12xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.bias.exp_avg", global [24], shard 0 over tp, init zeros>}, %arg22: tensor<4x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.weight.exp_avg", global [8, 8], shard 0 over tp, init zeros>}, %arg23: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.bias.exp_avg", global [8], init zeros>}, %arg24: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.weight.exp_avg", global [8], init zeros>}, %arg25: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.bias.exp_avg", global [8], init zeros>}, %arg26: tensor<8x16xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.weight.exp_avg", global [8, 32], shard 1 over tp, init zeros>}, %arg27: tensor<16xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.bias.exp_avg", global [32], shard 0 over tp, init zeros>}, %arg28: tensor<16x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.weight.exp_avg", global [32, 8], shard 0 over tp, init zeros>}, %arg29: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.bias.exp_avg", global [8], init zeros>}, %arg30: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.weight.exp_avg", global [8], init zeros>}, %arg31: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.bias.exp_avg", global [8], init zeros>}, %arg32: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight.exp_avg_sq", global [8, 8], shard 0 over tp, init zeros>}, %arg33: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.position_embeddings.weight.exp_avg_sq", global [4, 8], init zeros>}, %arg34: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.weight.exp_avg_sq", global [8], init zeros>}, %arg35: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.bias.exp_avg_sq", global [8], init zeros>}, %arg36: tensor<8x12xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.weight.exp_avg_sq", global [8, 24], shard 1 over tp, init zeros>}, %arg37: tensor<12xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.bias.exp_avg_sq", global [24], shard 0 over tp, init zeros>}, %arg38: tensor<4x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.weight.exp_avg_sq", global [8, 8], shard 0 over tp, init zeros>}, %arg39: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.bias.exp_avg_sq", global [8], init zeros>}, %arg40: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.weight.exp_avg_sq", global [8], init zeros>}, %arg41: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.bias.exp_avg_sq", global [8], init zeros>}, %arg42: tensor<8x16xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.weight.exp_avg_sq", global [8, 32], shard 1 over tp, init zeros>}, %arg43: tensor<16xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.bias.exp_avg_sq", global [32], shard 0 over tp, init zeros>}, %arg44: tensor<16x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.weight.exp_avg_sq", global [32, 8], shard 0 over tp, init zeros>}, %arg45: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.bias.exp_avg_sq", global [8], init zeros>}, %arg46: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.weight.exp_avg_sq", global [8], init zeros>}, %arg47: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.bias.exp_avg_sq", global [8], init zeros>}) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) attributes {ovl.flat, ovl.stage = 0 : i64} {
    %0 = ovl.load_batch tokens microbatch 0 vocab 8 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream copy>} : tensor<1x4xi32>
    %1 = ovl.event_record on copy : !ovl.event
    ovl.event_wait %1 on compute
    %2 = ovl.embedding %0, %arg0 vocab_parallel over [tp] {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4xi32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %3 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %3 on tp_comm
    %4 = ovl.all_reduce_start sum %2 over [tp] {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %5 = ovl.event_record on tp_comm : !ovl.event
    %6 = ovl.load_batch labels microbatch 0 vocab 8 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream copy>} : tensor<1x4xi32>
    %7 = ovl.event_record on copy : !ovl.event
    %8 = ovl.load_batch tokens microbatch 1 vocab 8 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream copy>} : tensor<1x4xi32>
    %9 = ovl.event_record on copy : !ovl.event
    %10 = ovl.load_batch labels microbatch 1 vocab 8 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream copy>} : tensor<1x4xi32>
    %11 = ovl.event_record on copy : !ovl.event
    ovl.event_wait %9 on compute
    %12 = ovl.embedding %8, %arg0 vocab_parallel over [tp] {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4xi32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
    ovl.event_wait %5 on compute
    %13 = ovl.wait %4 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %14 = ovl.add %13, %arg1 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %result, %mean, %rstd = ovl.layer_norm %14, %arg2, %arg3 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %15 = ovl.linear column %result, %arg4, %arg5 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<12xf32>) -> tensor<1x4x12xf32>
    %result_0, %logsumexp = ovl.attention %15 heads 1 causal {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>) -> (tensor<1x4x4xf32>, tensor<1x1x4xf32>)
    %16 = ovl.linear row %result_0, %arg6 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %17 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %17 on tp_comm
    %18 = ovl.all_reduce_start sum %16 over [tp] {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %19 = ovl.event_record on tp_comm : !ovl.event
    %collapsed = tensor.collapse_shape %result_0 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x4xf32> into tensor<4x4xf32>
    %collapsed_1 = tensor.collapse_shape %result [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    ovl.event_wait %19 on compute
    %20 = ovl.wait %18 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %21 = ovl.add %20, %arg7 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %22 = ovl.add %14, %21 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %result_2, %mean_3, %rstd_4 = ovl.layer_norm %22, %arg8, %arg9 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %23 = ovl.linear column %result_2, %arg10, %arg11 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<16xf32>) -> tensor<1x4x16xf32>
    %24 = ovl.gelu %23 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32>
    %25 = ovl.linear row %24, %arg12 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>, tensor<16x8xf32>) -> tensor<1x4x8xf32>
    %26 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %26 on tp_comm
    %27 = ovl.all_reduce_start sum %25 over [tp] {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %28 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_5 = tensor.collapse_shape %24 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32> into tensor<4x16xf32>
    %collapsed_6 = tensor.collapse_shape %result_2 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    ovl.event_wait %28 on compute
    %29 = ovl.wait %27 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %30 = ovl.add %29, %arg13 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %31 = ovl.add %22, %30 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %result_7, %mean_8, %rstd_9 = ovl.layer_norm %31, %arg14, %arg15 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %32 = ovl.linear column %result_7, %arg0 transpose_weight {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x4xf32>
    %33 = ovl.cross_entropy_max %32 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>) -> tensor<1x4xf32>
    %34 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %34 on tp_comm
    %35 = ovl.all_reduce_start max %33 over [tp] {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4xf32> -> !ovl.inflight<tensor<1x4xf32>>
    %36 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_10 = tensor.collapse_shape %result_7 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    ovl.event_wait %36 on compute
    %37 = ovl.wait %35 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4xf32>> -> tensor<1x4xf32>
    ovl.event_wait %7 on compute
    %38 = ovl.cross_entropy_stats %32, %37, %6 vocab_parallel over [tp] {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4xi32>) -> tensor<1x4x2xf32>
    %39 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %39 on tp_comm
    %40 = ovl.all_reduce_start sum %38 over [tp] {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x2xf32> -> !ovl.inflight<tensor<1x4x2xf32>>
    %41 = ovl.event_record on tp_comm : !ovl.event
    ovl.event_wait %41 on compute
    %42 = ovl.wait %40 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x2xf32>> -> tensor<1x4x2xf32>
    %43 = ovl.cross_entropy_loss %42 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x2xf32>) -> tensor<f32>
    ovl.log_loss %43 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : tensor<f32>
    %44 = ovl.cross_entropy_grad %32, %37, %42, %6 vocab_parallel over [tp] scale 1.250000e-01 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32>) -> tensor<1x4x4xf32>
    %45 = ovl.matmul %44, %arg0 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %46 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %46 on tp_comm
    %47 = ovl.all_reduce_start sum %45 over [tp] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %48 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_11 = tensor.collapse_shape %44 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x4xf32> into tensor<4x4xf32>
    %49 = ovl.matmul %collapsed_11, %collapsed_10 transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    ovl.event_wait %48 on compute
    %50 = ovl.wait %47 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %input_grad, %gamma_grad, %beta_grad = ovl.layer_norm_grad %31, %arg14, %mean_8, %rstd_9, %50 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %51 = ovl.bias_grad %input_grad {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<8xf32>
    %52 = ovl.matmul %input_grad, %arg12 transpose_b {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<16x8xf32>) -> tensor<1x4x16xf32>
    %collapsed_12 = tensor.collapse_shape %input_grad [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %53 = ovl.matmul %collapsed_5, %collapsed_12 transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x16xf32>, tensor<4x8xf32>) -> tensor<16x8xf32>
    %54 = ovl.gelu_grad %23, %52 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32>
    %55 = ovl.bias_grad %54 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>) -> tensor<16xf32>
    %56 = ovl.matmul %54, %arg10 transpose_b {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>, tensor<8x16xf32>) -> tensor<1x4x8xf32>
    %57 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %57 on tp_comm
    %58 = ovl.all_reduce_start sum %56 over [tp] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %59 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_13 = tensor.collapse_shape %54 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32> into tensor<4x16xf32>
    %60 = ovl.matmul %collapsed_6, %collapsed_13 transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x16xf32>) -> tensor<8x16xf32>
    ovl.event_wait %59 on compute
    %61 = ovl.wait %58 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %input_grad_14, %gamma_grad_15, %beta_grad_16 = ovl.layer_norm_grad %22, %arg8, %mean_3, %rstd_4, %61 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %62 = ovl.add %input_grad, %input_grad_14 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %63 = ovl.bias_grad %62 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<8xf32>
    %64 = ovl.matmul %62, %arg6 transpose_b {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x4xf32>
    %collapsed_17 = tensor.collapse_shape %62 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %65 = ovl.matmul %collapsed, %collapsed_17 transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %66 = ovl.attention_grad %15, %result_0, %logsumexp, %64 heads 1 causal {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x12xf32>
    %67 = ovl.bias_grad %66 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>) -> tensor<12xf32>
    %68 = ovl.matmul %66, %arg4 transpose_b {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>, tensor<8x12xf32>) -> tensor<1x4x8xf32>
    %69 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %69 on tp_comm
    %70 = ovl.all_reduce_start sum %68 over [tp] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %71 = ovl.event_record on tp_comm : !ovl.event
    %72 = ovl.all_reduce_start sum %12 over [tp] {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %73 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_18 = tensor.collapse_shape %66 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x12xf32> into tensor<4x12xf32>
    %74 = ovl.matmul %collapsed_1, %collapsed_18 transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x12xf32>) -> tensor<8x12xf32>
    ovl.event_wait %71 on compute
    %75 = ovl.wait %70 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %input_grad_19, %gamma_grad_20, %beta_grad_21 = ovl.layer_norm_grad %14, %arg2, %mean, %rstd, %75 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %76 = ovl.add %62, %input_grad_19 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %77 = ovl.bias_grad %76 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
    ovl.event_wait %73 on compute
    %78 = ovl.wait %72 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %79 = ovl.embedding_grad %0, %76 vocab_parallel over [tp] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4xi32>, tensor<1x4x8xf32>) -> tensor<4x8xf32>
    %80 = ovl.add %49, %79 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %81 = ovl.add %78, %arg1 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %result_22, %mean_23, %rstd_24 = ovl.layer_norm %81, %arg2, %arg3 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %82 = ovl.linear column %result_22, %arg4, %arg5 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<12xf32>) -> tensor<1x4x12xf32>
    %result_25, %logsumexp_26 = ovl.attention %82 heads 1 causal {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>) -> (tensor<1x4x4xf32>, tensor<1x1x4xf32>)
    %83 = ovl.linear row %result_25, %arg6 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %84 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %84 on tp_comm
    %85 = ovl.all_reduce_start sum %83 over [tp] {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %86 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_27 = tensor.collapse_shape %result_25 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x4xf32> into tensor<4x4xf32>
    %collapsed_28 = tensor.collapse_shape %result_22 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    ovl.event_wait %86 on compute
    %87 = ovl.wait %85 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %88 = ovl.add %87, %arg7 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %89 = ovl.add %81, %88 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %result_29, %mean_30, %rstd_31 = ovl.layer_norm %89, %arg8, %arg9 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %90 = ovl.linear column %result_29, %arg10, %arg11 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<16xf32>) -> tensor<1x4x16xf32>
    %91 = ovl.gelu %90 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32>
    %92 = ovl.linear row %91, %arg12 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>, tensor<16x8xf32>) -> tensor<1x4x8xf32>
    %93 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %93 on tp_comm
    %94 = ovl.all_reduce_start sum %92 over [tp] {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %95 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_32 = tensor.collapse_shape %91 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32> into tensor<4x16xf32>
    %collapsed_33 = tensor.collapse_shape %result_29 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    ovl.event_wait %95 on compute
    %96 = ovl.wait %94 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %97 = ovl.add %96, %arg13 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %98 = ovl.add %89, %97 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %result_34, %mean_35, %rstd_36 = ovl.layer_norm %98, %arg14, %arg15 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %99 = ovl.linear column %result_34, %arg0 transpose_weight {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x4xf32>
    %100 = ovl.cross_entropy_max %99 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>) -> tensor<1x4xf32>
    %101 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %101 on tp_comm
    %102 = ovl.all_reduce_start max %100 over [tp] {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4xf32> -> !ovl.inflight<tensor<1x4xf32>>
    %103 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_37 = tensor.collapse_shape %result_34 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    ovl.event_wait %103 on compute
    %104 = ovl.wait %102 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4xf32>> -> tensor<1x4xf32>
    ovl.event_wait %11 on compute
    %105 = ovl.cross_entropy_stats %99, %104, %10 vocab_parallel over [tp] {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4xi32>) -> tensor<1x4x2xf32>
    %106 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %106 on tp_comm
    %107 = ovl.all_reduce_start sum %105 over [tp] {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x2xf32> -> !ovl.inflight<tensor<1x4x2xf32>>
    %108 = ovl.event_record on tp_comm : !ovl.event
    ovl.event_wait %108 on compute
    %109 = ovl.wait %107 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x2xf32>> -> tensor<1x4x2xf32>
    %110 = ovl.cross_entropy_loss %109 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x2xf32>) -> tensor<f32>
    ovl.log_loss %110 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : tensor<f32>
    %111 = ovl.cross_entropy_grad %99, %104, %109, %10 vocab_parallel over [tp] scale 1.250000e-01 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32>) -> tensor<1x4x4xf32>
    %112 = ovl.matmul %111, %arg0 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %113 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %113 on tp_comm
    %114 = ovl.all_reduce_start sum %112 over [tp] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %115 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_38 = tensor.collapse_shape %111 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x4xf32> into tensor<4x4xf32>
    %116 = ovl.matmul %collapsed_38, %collapsed_37 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %117 = ovl.add %80, %116 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    ovl.event_wait %115 on compute
    %118 = ovl.wait %114 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %input_grad_39, %gamma_grad_40, %beta_grad_41 = ovl.layer_norm_grad %98, %arg14, %mean_35, %rstd_36, %118 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %119 = ovl.add %gamma_grad, %gamma_grad_40 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %120 = ovl.add %beta_grad, %beta_grad_41 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %121 = ovl.bias_grad %input_grad_39 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<8xf32>
    %122 = ovl.add %51, %121 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %123 = ovl.matmul %input_grad_39, %arg12 transpose_b {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<16x8xf32>) -> tensor<1x4x16xf32>
    %collapsed_42 = tensor.collapse_shape %input_grad_39 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %124 = ovl.matmul %collapsed_32, %collapsed_42 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x16xf32>, tensor<4x8xf32>) -> tensor<16x8xf32>
    %125 = ovl.add %53, %124 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %126 = ovl.gelu_grad %90, %123 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32>
    %127 = ovl.bias_grad %126 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>) -> tensor<16xf32>
    %128 = ovl.add %55, %127 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %129 = ovl.matmul %126, %arg10 transpose_b {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>, tensor<8x16xf32>) -> tensor<1x4x8xf32>
    %130 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %130 on tp_comm
    %131 = ovl.all_reduce_start sum %129 over [tp] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %132 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_43 = tensor.collapse_shape %126 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32> into tensor<4x16xf32>
    %133 = ovl.matmul %collapsed_33, %collapsed_43 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x16xf32>) -> tensor<8x16xf32>
    %134 = ovl.add %60, %133 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    ovl.event_wait %132 on compute
    %135 = ovl.wait %131 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %input_grad_44, %gamma_grad_45, %beta_grad_46 = ovl.layer_norm_grad %89, %arg8, %mean_30, %rstd_31, %135 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %136 = ovl.add %gamma_grad_15, %gamma_grad_45 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %137 = ovl.add %beta_grad_16, %beta_grad_46 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %138 = ovl.add %input_grad_39, %input_grad_44 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %139 = ovl.bias_grad %138 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<8xf32>
    %140 = ovl.add %63, %139 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %141 = ovl.matmul %138, %arg6 transpose_b {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x4xf32>
    %collapsed_47 = tensor.collapse_shape %138 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %142 = ovl.matmul %collapsed_27, %collapsed_47 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %143 = ovl.add %65, %142 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %144 = ovl.attention_grad %82, %result_25, %logsumexp_26, %141 heads 1 causal {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x12xf32>
    %145 = ovl.bias_grad %144 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>) -> tensor<12xf32>
    %146 = ovl.add %67, %145 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %147 = ovl.matmul %144, %arg4 transpose_b {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>, tensor<8x12xf32>) -> tensor<1x4x8xf32>
    %148 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %148 on tp_comm
    %149 = ovl.all_reduce_start sum %147 over [tp] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %150 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_48 = tensor.collapse_shape %144 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x12xf32> into tensor<4x12xf32>
    %151 = ovl.matmul %collapsed_28, %collapsed_48 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x12xf32>) -> tensor<8x12xf32>
    %152 = ovl.add %74, %151 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8x12xf32>, tensor<8x12xf32>) -> tensor<8x12xf32>
    %153 = ovl.sum_squares %125, %128, %134, %143, %146, %152 {ovl.stream = #ovl<stream compute>} : tensor<16x8xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<4x8xf32>, tensor<12xf32>, tensor<8x12xf32> -> tensor<f32>
    ovl.event_wait %150 on compute
    %154 = ovl.wait %149 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %input_grad_49, %gamma_grad_50, %beta_grad_51 = ovl.layer_norm_grad %81, %arg2, %mean_23, %rstd_24, %154 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %155 = ovl.add %gamma_grad_20, %gamma_grad_50 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %156 = ovl.add %beta_grad_21, %beta_grad_51 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %157 = ovl.add %138, %input_grad_49 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %158 = ovl.bias_grad %157 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
    %159 = ovl.add %77, %158 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %160 = ovl.embedding_grad %8, %157 vocab_parallel over [tp] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4xi32>, tensor<1x4x8xf32>) -> tensor<4x8xf32>
    %161 = ovl.add %117, %160 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %162 = ovl.sum_squares %161 {ovl.stream = #ovl<stream compute>} : tensor<4x8xf32> -> tensor<f32>
    %163 = ovl.add %153, %162 {ovl.stream = #ovl<stream compute>} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %164 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %164 on tp_comm
    %165 = ovl.all_reduce_start sum %163 over [tp] {ovl.stream = #ovl<stream tp_comm>} : tensor<f32> -> !ovl.inflight<tensor<f32>>
    %166 = ovl.event_record on tp_comm : !ovl.event
    %167 = ovl.sum_squares %119, %120, %122, %136, %137, %140 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32> -> tensor<f32>
    %168 = ovl.sum_squares %155, %156, %159 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32> -> tensor<f32>
    %169 = ovl.add %167, %168 {ovl.stream = #ovl<stream compute>} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    ovl.event_wait %166 on compute
    %170 = ovl.wait %165 {ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<f32>> -> tensor<f32>
    %171 = ovl.add %170, %169 {ovl.stream = #ovl<stream compute>} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %172 = ovl.clip_by_global_norm %161, %171 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<4x8xf32>, tensor<f32>
    %173 = ovl.clip_by_global_norm %159, %171 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<4x8xf32>, tensor<f32>
    %174 = ovl.clip_by_global_norm %155, %171 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %175 = ovl.clip_by_global_norm %156, %171 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %176 = ovl.clip_by_global_norm %152, %171 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8x12xf32>, tensor<f32>
    %177 = ovl.clip_by_global_norm %146, %171 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<12xf32>, tensor<f32>
    %178 = ovl.clip_by_global_norm %143, %171 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<4x8xf32>, tensor<f32>
    %179 = ovl.clip_by_global_norm %140, %171 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %180 = ovl.clip_by_global_norm %136, %171 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %181 = ovl.clip_by_global_norm %137, %171 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %182 = ovl.clip_by_global_norm %134, %171 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8x16xf32>, tensor<f32>
    %183 = ovl.clip_by_global_norm %128, %171 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<16xf32>, tensor<f32>
    %184 = ovl.clip_by_global_norm %125, %171 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<16x8xf32>, tensor<f32>
    %185 = ovl.clip_by_global_norm %122, %171 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %186 = ovl.clip_by_global_norm %119, %171 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %187 = ovl.clip_by_global_norm %120, %171 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %new_param, %new_exp_avg, %new_exp_avg_sq = ovl.adamw_update %arg0, %172, %arg16, %arg32 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<4x8xf32>
    %new_param_52, %new_exp_avg_53, %new_exp_avg_sq_54 = ovl.adamw_update %arg1, %173, %arg17, %arg33 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<4x8xf32>
    %new_param_55, %new_exp_avg_56, %new_exp_avg_sq_57 = ovl.adamw_update %arg2, %174, %arg18, %arg34 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_58, %new_exp_avg_59, %new_exp_avg_sq_60 = ovl.adamw_update %arg3, %175, %arg19, %arg35 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_61, %new_exp_avg_62, %new_exp_avg_sq_63 = ovl.adamw_update %arg4, %176, %arg20, %arg36 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<8x12xf32>
    %new_param_64, %new_exp_avg_65, %new_exp_avg_sq_66 = ovl.adamw_update %arg5, %177, %arg21, %arg37 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<12xf32>
    %new_param_67, %new_exp_avg_68, %new_exp_avg_sq_69 = ovl.adamw_update %arg6, %178, %arg22, %arg38 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<4x8xf32>
    %new_param_70, %new_exp_avg_71, %new_exp_avg_sq_72 = ovl.adamw_update %arg7, %179, %arg23, %arg39 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_73, %new_exp_avg_74, %new_exp_avg_sq_75 = ovl.adamw_update %arg8, %180, %arg24, %arg40 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_76, %new_exp_avg_77, %new_exp_avg_sq_78 = ovl.adamw_update %arg9, %181, %arg25, %arg41 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_79, %new_exp_avg_80, %new_exp_avg_sq_81 = ovl.adamw_update %arg10, %182, %arg26, %arg42 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<8x16xf32>
    %new_param_82, %new_exp_avg_83, %new_exp_avg_sq_84 = ovl.adamw_update %arg11, %183, %arg27, %arg43 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<16xf32>
    %new_param_85, %new_exp_avg_86, %new_exp_avg_sq_87 = ovl.adamw_update %arg12, %184, %arg28, %arg44 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<16x8xf32>
    %new_param_88, %new_exp_avg_89, %new_exp_avg_sq_90 = ovl.adamw_update %arg13, %185, %arg29, %arg45 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_91, %new_exp_avg_92, %new_exp_avg_sq_93 = ovl.adamw_update %arg14, %186, %arg30, %arg46 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_94, %new_exp_avg_95, %new_exp_avg_sq_96 = ovl.adamw_update %arg15, %187, %arg31, %arg47 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    return %new_param, %new_param_52, %new_param_55, %new_param_58, %new_param_61, %new_param_64, %new_param_67, %new_param_70, %new_param_73, %new_param_76, %new_param_79, %new_param_82, %new_param_85, %new_param_88, %new_param_91, %new_param_94, %new_exp_avg, %new_exp_avg_53, %new_exp_avg_56, %new_exp_avg_59, %new_exp_avg_62, %new_exp_avg_65, %new_exp_avg_68, %new_exp_avg_71, %new_exp_avg_74, %new_exp_avg_77, %new_exp_avg_80, %new_exp_avg_83, %new_exp_avg_86, %new_exp_avg_89, %new_exp_avg_92, %new_exp_avg_95, %new_exp_avg_sq, %new_exp_avg_sq_54, %new_exp_avg_sq_57, %new_exp_avg_sq_60, %new_exp_avg_sq_63, %new_exp_avg_sq_66, %new_exp_avg_sq_69, %new_exp_avg_sq_72, %new_exp_avg_sq_75, %new_exp_avg_sq_78, %new_exp_avg_sq_81, %new_exp_avg_sq_84, %new_exp_avg_sq_87, %new_exp_avg_sq_90, %new_exp_avg_sq_93, %new_exp_avg_sq_96 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
  }
}

