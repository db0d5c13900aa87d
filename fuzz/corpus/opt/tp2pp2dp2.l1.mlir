module {
  ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 2 : data, tp = 2 : tensor]
  ovl.pipeline @pipeline over pp stages [@stage0, @stage1] microbatches 2 {ovl.schedule = "1f1b"}
  func.func @stage0(%arg0: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight", global [8, 8], shard 0 over tp, init normal(2.000000e-02)>}, %arg1: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.position_embeddings.weight", global [4, 8], init normal(2.000000e-02)>}, %arg2: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.weight", global [8], init ones>}, %arg3: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.bias", global [8], init zeros>}, %arg4: tensor<8x12xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.weight", global [8, 24], shard 1 over tp, init normal(2.000000e-02)>}, %arg5: tensor<12xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.bias", global [24], shard 0 over tp, init zeros>}, %arg6: tensor<4x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.weight", global [8, 8], shard 0 over tp, init normal(1.000000e-02)>}, %arg7: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.bias", global [8], init zeros>}, %arg8: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.weight", global [8], init ones>}, %arg9: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.bias", global [8], init zeros>}, %arg10: tensor<8x16xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.weight", global [8, 32], shard 1 over tp, init normal(2.000000e-02)>}, %arg11: tensor<16xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.bias", global [32], shard 0 over tp, init zeros>}, %arg12: tensor<16x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.weight", global [32, 8], shard 0 over tp, init normal(1.000000e-02)>}, %arg13: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.bias", global [8], init zeros>}, %arg14: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight.exp_avg", global [8, 8], shard 0 over tp, init zeros>}, %arg15: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.position_embeddings.weight.exp_avg", global [4, 8], init zeros>}, %arg16: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.weight.exp_avg", global [8], init zeros>}, %arg17: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.bias.exp_avg", global [8], init zeros>}, %arg18: tensor<8x12xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.weight.exp_avg", global [8, 24], shard 1 over tp, init zeros>}, %arg19: tensor<12xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.bias.exp_avg", global [24], shard 0 over tp, init zeros>}, %arg20: tensor<4x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.weight.exp_avg", global [8, 8], shard 0 over tp, init zeros>}, %arg21: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.bias.exp_avg", global [8], init zeros>}, %arg22: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.weight.exp_avg", global [8], init zeros>}, %arg23: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.bias.exp_avg", global [8], init zeros>}, %arg24: tensor<8x16xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.weight.exp_avg", global [8, 32], shard 1 over tp, init zeros>}, %arg25: tensor<16xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.bias.exp_avg", global [32], shard 0 over tp, init zeros>}, %arg26: tensor<16x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.weight.exp_avg", global [32, 8], shard 0 over tp, init zeros>}, %arg27: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.bias.exp_avg", global [8], init zeros>}, %arg28: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight.exp_avg_sq", global [8, 8], shard 0 over tp, init zeros>}, %arg29: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.position_embeddings.weight.exp_avg_sq", global [4, 8], init zeros>}, %arg30: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.weight.exp_avg_sq", global [8], init zeros>}, %arg31: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.bias.exp_avg_sq", global [8], init zeros>}, %arg32: tensor<8x12xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.weight.exp_avg_sq", global [8, 24], shard 1 over tp, init zeros>}, %arg33: tensor<12xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.bias.exp_avg_sq", global [24], shard 0 over tp, init zeros>}, %arg34: tensor<4x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.weight.exp_avg_sq", global [8, 8], shard 0 over tp, init zeros>}, %arg35: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.bias.exp_avg_sq", global [8], init zeros>}, %arg36: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.weight.exp_avg_sq", global [8], init zeros>}, %arg37: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.bias.exp_avg_sq", global [8], init zeros>}, %arg38: tensor<8x16xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.weight.exp_avg_sq", global [8, 32], shard 1 over tp, init zeros>}, %arg39: tensor<16xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.bias.exp_avg_sq", global [32], shard 0 over tp, init zeros>}, %arg40: tensor<16x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.weight.exp_avg_sq", global [32, 8], shard 0 over tp, init zeros>}, %arg41: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.bias.exp_avg_sq", global [8], init zeros>}) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>) attributes {ovl.stage = 0 : i64} {
    %0 = ovl.load_batch tokens microbatch 0 vocab 8 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream copy>} : tensor<1x4xi32>
    %1 = ovl.event_record on copy : !ovl.event
    %2 = ovl.load_batch tokens microbatch 1 vocab 8 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream copy>} : tensor<1x4xi32>
    %3 = ovl.event_record on copy : !ovl.event
    ovl.event_wait %1 on compute
    %4 = ovl.embedding %0, %arg0 vocab_parallel over [tp] {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4xi32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %5 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %5 on tp_comm
    %6 = ovl.all_reduce_start sum %4 over [tp] {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %7 = ovl.event_record on tp_comm : !ovl.event
    ovl.event_wait %3 on compute
    %8 = ovl.embedding %2, %arg0 vocab_parallel over [tp] {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4xi32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
    ovl.event_wait %7 on compute
    %9 = ovl.wait %6 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %10 = ovl.add %9, %arg1 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %result, %mean, %rstd = ovl.layer_norm %10, %arg2, %arg3 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %11 = ovl.linear column %result, %arg4, %arg5 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<12xf32>) -> tensor<1x4x12xf32>
    %result_0, %logsumexp = ovl.attention %11 heads 1 causal {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>) -> (tensor<1x4x4xf32>, tensor<1x1x4xf32>)
    %12 = ovl.linear row %result_0, %arg6 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %13 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %13 on tp_comm
    %14 = ovl.all_reduce_start sum %12 over [tp] {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %15 = ovl.event_record on tp_comm : !ovl.event
    ovl.event_wait %15 on compute
    %16 = ovl.wait %14 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %17 = ovl.add %16, %arg7 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %18 = ovl.add %10, %17 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %result_1, %mean_2, %rstd_3 = ovl.layer_norm %18, %arg8, %arg9 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %19 = ovl.linear column %result_1, %arg10, %arg11 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<16xf32>) -> tensor<1x4x16xf32>
    %20 = ovl.gelu %19 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32>
    %21 = ovl.linear row %20, %arg12 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>, tensor<16x8xf32>) -> tensor<1x4x8xf32>
    %22 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %22 on tp_comm
    %23 = ovl.all_reduce_start sum %21 over [tp] {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %24 = ovl.event_record on tp_comm : !ovl.event
    %25 = ovl.all_reduce_start sum %8 over [tp] {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %26 = ovl.event_record on tp_comm : !ovl.event
    ovl.event_wait %24 on compute
    %27 = ovl.wait %23 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %28 = ovl.add %27, %arg13 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %29 = ovl.add %18, %28 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %30 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %30 on pp_comm
    ovl.send %29 to pp = 1 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream pp_comm>} : tensor<1x4x8xf32>
    ovl.event_wait %26 on compute
    %31 = ovl.wait %25 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %32 = ovl.add %31, %arg1 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %result_4, %mean_5, %rstd_6 = ovl.layer_norm %32, %arg2, %arg3 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %33 = ovl.linear column %result_4, %arg4, %arg5 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<12xf32>) -> tensor<1x4x12xf32>
    %result_7, %logsumexp_8 = ovl.attention %33 heads 1 causal {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>) -> (tensor<1x4x4xf32>, tensor<1x1x4xf32>)
    %34 = ovl.linear row %result_7, %arg6 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %35 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %35 on tp_comm
    %36 = ovl.all_reduce_start sum %34 over [tp] {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %37 = ovl.event_record on tp_comm : !ovl.event
    ovl.event_wait %37 on compute
    %38 = ovl.wait %36 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %39 = ovl.add %38, %arg7 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %40 = ovl.add %32, %39 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %result_9, %mean_10, %rstd_11 = ovl.layer_norm %40, %arg8, %arg9 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %41 = ovl.linear column %result_9, %arg10, %arg11 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<16xf32>) -> tensor<1x4x16xf32>
    %42 = ovl.gelu %41 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32>
    %43 = ovl.linear row %42, %arg12 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>, tensor<16x8xf32>) -> tensor<1x4x8xf32>
    %44 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %44 on tp_comm
    %45 = ovl.all_reduce_start sum %43 over [tp] {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %46 = ovl.event_record on tp_comm : !ovl.event
    ovl.event_wait %46 on compute
    %47 = ovl.wait %45 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %48 = ovl.add %47, %arg13 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %49 = ovl.add %40, %48 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %50 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %50 on pp_comm
    ovl.send %49 to pp = 1 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream pp_comm>} : tensor<1x4x8xf32>
    %51 = ovl.recv from pp = 1 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream pp_comm>} : tensor<1x4x8xf32>
    %52 = ovl.event_record on pp_comm : !ovl.event
    ovl.event_wait %52 on compute
    %53 = ovl.bias_grad %51 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<8xf32>
    %54 = ovl.matmul %51, %arg12 transpose_b {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<16x8xf32>) -> tensor<1x4x16xf32>
    %collapsed = tensor.collapse_shape %20 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32> into tensor<4x16xf32>
    %collapsed_12 = tensor.collapse_shape %51 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %55 = ovl.matmul %collapsed, %collapsed_12 transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x16xf32>, tensor<4x8xf32>) -> tensor<16x8xf32>
    %56 = ovl.gelu_grad %19, %54 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32>
    %57 = ovl.bias_grad %56 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>) -> tensor<16xf32>
    %58 = ovl.matmul %56, %arg10 transpose_b {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>, tensor<8x16xf32>) -> tensor<1x4x8xf32>
    %59 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %59 on tp_comm
    %60 = ovl.all_reduce_start sum %58 over [tp] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %61 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_13 = tensor.collapse_shape %result_1 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %collapsed_14 = tensor.collapse_shape %56 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32> into tensor<4x16xf32>
    %62 = ovl.matmul %collapsed_13, %collapsed_14 transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x16xf32>) -> tensor<8x16xf32>
    %collapsed_15 = tensor.collapse_shape %result_0 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x4xf32> into tensor<4x4xf32>
    %collapsed_16 = tensor.collapse_shape %result [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    ovl.event_wait %61 on compute
    %63 = ovl.wait %60 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %input_grad, %gamma_grad, %beta_grad = ovl.layer_norm_grad %18, %arg8, %mean_2, %rstd_3, %63 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %64 = ovl.add %51, %input_grad {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %65 = ovl.bias_grad %64 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<8xf32>
    %66 = ovl.matmul %64, %arg6 transpose_b {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x4xf32>
    %collapsed_17 = tensor.collapse_shape %64 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %67 = ovl.matmul %collapsed_15, %collapsed_17 transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %68 = ovl.attention_grad %11, %result_0, %logsumexp, %66 heads 1 causal {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x12xf32>
    %69 = ovl.bias_grad %68 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>) -> tensor<12xf32>
    %70 = ovl.matmul %68, %arg4 transpose_b {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>, tensor<8x12xf32>) -> tensor<1x4x8xf32>
    %71 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %71 on tp_comm
    %72 = ovl.all_reduce_start sum %70 over [tp] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %73 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_18 = tensor.collapse_shape %68 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x12xf32> into tensor<4x12xf32>
    %74 = ovl.matmul %collapsed_16, %collapsed_18 transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x12xf32>) -> tensor<8x12xf32>
    ovl.event_wait %73 on compute
    %75 = ovl.wait %72 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %input_grad_19, %gamma_grad_20, %beta_grad_21 = ovl.layer_norm_grad %10, %arg2, %mean, %rstd, %75 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %76 = ovl.add %64, %input_grad_19 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %77 = ovl.bias_grad %76 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
    %78 = ovl.embedding_grad %0, %76 vocab_parallel over [tp] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4xi32>, tensor<1x4x8xf32>) -> tensor<4x8xf32>
    %79 = ovl.recv from pp = 1 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream pp_comm>} : tensor<1x4x8xf32>
    %80 = ovl.event_record on pp_comm : !ovl.event
    ovl.event_wait %80 on compute
    %81 = ovl.bias_grad %79 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<8xf32>
    %82 = ovl.add %53, %81 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %83 = ovl.matmul %79, %arg12 transpose_b {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<16x8xf32>) -> tensor<1x4x16xf32>
    %collapsed_22 = tensor.collapse_shape %42 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32> into tensor<4x16xf32>
    %collapsed_23 = tensor.collapse_shape %79 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %84 = ovl.matmul %collapsed_22, %collapsed_23 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x16xf32>, tensor<4x8xf32>) -> tensor<16x8xf32>
    %85 = ovl.add %55, %84 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %86 = ovl.gelu_grad %41, %83 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32>
    %87 = ovl.bias_grad %86 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>) -> tensor<16xf32>
    %88 = ovl.add %57, %87 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %89 = ovl.matmul %86, %arg10 transpose_b {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>, tensor<8x16xf32>) -> tensor<1x4x8xf32>
    %90 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %90 on tp_comm
    %91 = ovl.all_reduce_start sum %89 over [tp] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %92 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_24 = tensor.collapse_shape %result_9 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %collapsed_25 = tensor.collapse_shape %86 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32> into tensor<4x16xf32>
    %93 = ovl.matmul %collapsed_24, %collapsed_25 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x16xf32>) -> tensor<8x16xf32>
    %94 = ovl.add %62, %93 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %collapsed_26 = tensor.collapse_shape %result_7 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x4xf32> into tensor<4x4xf32>
    %collapsed_27 = tensor.collapse_shape %result_4 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    ovl.event_wait %92 on compute
    %95 = ovl.wait %91 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %input_grad_28, %gamma_grad_29, %beta_grad_30 = ovl.layer_norm_grad %40, %arg8, %mean_10, %rstd_11, %95 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %96 = ovl.add %gamma_grad, %gamma_grad_29 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %97 = ovl.add %beta_grad, %beta_grad_30 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %98 = ovl.add %79, %input_grad_28 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %99 = ovl.bias_grad %98 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<8xf32>
    %100 = ovl.add %65, %99 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %101 = ovl.matmul %98, %arg6 transpose_b {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x4xf32>
    %collapsed_31 = tensor.collapse_shape %98 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %102 = ovl.matmul %collapsed_26, %collapsed_31 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %103 = ovl.add %67, %102 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %104 = ovl.attention_grad %33, %result_7, %logsumexp_8, %101 heads 1 causal {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x12xf32>
    %105 = ovl.bias_grad %104 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>) -> tensor<12xf32>
    %106 = ovl.add %69, %105 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %107 = ovl.matmul %104, %arg4 transpose_b {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>, tensor<8x12xf32>) -> tensor<1x4x8xf32>
    %108 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %108 on tp_comm
    %109 = ovl.all_reduce_start sum %107 over [tp] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %110 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_32 = tensor.collapse_shape %104 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x12xf32> into tensor<4x12xf32>
    %111 = ovl.matmul %collapsed_27, %collapsed_32 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x12xf32>) -> tensor<8x12xf32>
    %112 = ovl.add %74, %111 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8x12xf32>, tensor<8x12xf32>) -> tensor<8x12xf32>
    ovl.event_wait %110 on compute
    %113 = ovl.wait %109 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %input_grad_33, %gamma_grad_34, %beta_grad_35 = ovl.layer_norm_grad %32, %arg2, %mean_5, %rstd_6, %113 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %114 = ovl.add %gamma_grad_20, %gamma_grad_34 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %115 = ovl.add %beta_grad_21, %beta_grad_35 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %116 = ovl.add %98, %input_grad_33 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %117 = ovl.bias_grad %116 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
    %118 = ovl.add %77, %117 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %119 = ovl.embedding_grad %2, %116 vocab_parallel over [tp] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4xi32>, tensor<1x4x8xf32>) -> tensor<4x8xf32>
    %120 = ovl.add %78, %119 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %121 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %121 on pp_comm
    ovl.send %120 to pp = 1 {ovl.stream = #ovl<stream pp_comm>} : tensor<4x8xf32>
    %122 = ovl.recv from pp = 1 {ovl.stream = #ovl<stream pp_comm>} : tensor<4x8xf32>
    %123 = ovl.event_record on pp_comm : !ovl.event
    ovl.event_wait %123 on compute
    %124 = ovl.add %120, %122 {ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %collapsed_36 = tensor.collapse_shape %85 [[0, 1]] {ovl.stream = #ovl<stream compute>} : tensor<16x8xf32> into tensor<128xf32>
    %collapsed_37 = tensor.collapse_shape %94 [[0, 1]] {ovl.stream = #ovl<stream compute>} : tensor<8x16xf32> into tensor<128xf32>
    %collapsed_38 = tensor.collapse_shape %103 [[0, 1]] {ovl.stream = #ovl<stream compute>} : tensor<4x8xf32> into tensor<32xf32>
    %collapsed_39 = tensor.collapse_shape %112 [[0, 1]] {ovl.stream = #ovl<stream compute>} : tensor<8x12xf32> into tensor<96xf32>
    %collapsed_40 = tensor.collapse_shape %118 [[0, 1]] {ovl.stream = #ovl<stream compute>} : tensor<4x8xf32> into tensor<32xf32>
    %collapsed_41 = tensor.collapse_shape %124 [[0, 1]] {ovl.stream = #ovl<stream compute>} : tensor<4x8xf32> into tensor<32xf32>
    %concat = tensor.concat dim(0) %82, %collapsed_36, %88, %collapsed_37, %96, %97, %100, %collapsed_38, %106, %collapsed_39, %114, %115, %collapsed_40, %collapsed_41 {ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<128xf32>, tensor<16xf32>, tensor<128xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32xf32>, tensor<12xf32>, tensor<96xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<524xf32>
    %125 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %125 on dp_comm
    %126 = ovl.all_reduce_start sum %concat over [dp] {ovl.stream = #ovl<stream dp_comm>} : tensor<524xf32> -> !ovl.inflight<tensor<524xf32>>
    %127 = ovl.event_record on dp_comm : !ovl.event
    ovl.event_wait %127 on compute
    %128 = ovl.wait %126 {ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<524xf32>> -> tensor<524xf32>
    %extracted_slice = tensor.extract_slice %128[0] [8] [1] {ovl.stream = #ovl<stream compute>} : tensor<524xf32> to tensor<8xf32>
    %extracted_slice_42 = tensor.extract_slice %128[8] [128] [1] {ovl.stream = #ovl<stream compute>} : tensor<524xf32> to tensor<128xf32>
    %expanded = tensor.expand_shape %extracted_slice_42 [[0, 1]] output_shape [16, 8] {ovl.stream = #ovl<stream compute>} : tensor<128xf32> into tensor<16x8xf32>
    %extracted_slice_43 = tensor.extract_slice %128[136] [16] [1] {ovl.stream = #ovl<stream compute>} : tensor<524xf32> to tensor<16xf32>
    %extracted_slice_44 = tensor.extract_slice %128[152] [128] [1] {ovl.stream = #ovl<stream compute>} : tensor<524xf32> to tensor<128xf32>
    %expanded_45 = tensor.expand_shape %extracted_slice_44 [[0, 1]] output_shape [8, 16] {ovl.stream = #ovl<stream compute>} : tensor<128xf32> into tensor<8x16xf32>
    %extracted_slice_46 = tensor.extract_slice %128[280] [8] [1] {ovl.stream = #ovl<stream compute>} : tensor<524xf32> to tensor<8xf32>
    %extracted_slice_47 = tensor.extract_slice %128[288] [8] [1] {ovl.stream = #ovl<stream compute>} : tensor<524xf32> to tensor<8xf32>
    %extracted_slice_48 = tensor.extract_slice %128[296] [8] [1] {ovl.stream = #ovl<stream compute>} : tensor<524xf32> to tensor<8xf32>
    %extracted_slice_49 = tensor.extract_slice %128[304] [32] [1] {ovl.stream = #ovl<stream compute>} : tensor<524xf32> to tensor<32xf32>
    %expanded_50 = tensor.expand_shape %extracted_slice_49 [[0, 1]] output_shape [4, 8] {ovl.stream = #ovl<stream compute>} : tensor<32xf32> into tensor<4x8xf32>
    %extracted_slice_51 = tensor.extract_slice %128[336] [12] [1] {ovl.stream = #ovl<stream compute>} : tensor<524xf32> to tensor<12xf32>
    %extracted_slice_52 = tensor.extract_slice %128[348] [96] [1] {ovl.stream = #ovl<stream compute>} : tensor<524xf32> to tensor<96xf32>
    %expanded_53 = tensor.expand_shape %extracted_slice_52 [[0, 1]] output_shape [8, 12] {ovl.stream = #ovl<stream compute>} : tensor<96xf32> into tensor<8x12xf32>
    %extracted_slice_54 = tensor.extract_slice %128[444] [8] [1] {ovl.stream = #ovl<stream compute>} : tensor<524xf32> to tensor<8xf32>
    %extracted_slice_55 = tensor.extract_slice %128[452] [8] [1] {ovl.stream = #ovl<stream compute>} : tensor<524xf32> to tensor<8xf32>
    %extracted_slice_56 = tensor.extract_slice %128[460] [32] [1] {ovl.stream = #ovl<stream compute>} : tensor<524xf32> to tensor<32xf32>
    %expanded_57 = tensor.expand_shape %extracted_slice_56 [[0, 1]] output_shape [4, 8] {ovl.stream = #ovl<stream compute>} : tensor<32xf32> into tensor<4x8xf32>
    %extracted_slice_58 = tensor.extract_slice %128[492] [32] [1] {ovl.stream = #ovl<stream compute>} : tensor<524xf32> to tensor<32xf32>
    %expanded_59 = tensor.expand_shape %extracted_slice_58 [[0, 1]] output_shape [4, 8] {ovl.stream = #ovl<stream compute>} : tensor<32xf32> into tensor<4x8xf32>
    %129 = ovl.sum_squares %expanded, %extracted_slice_43, %expanded_45, %expanded_50, %extracted_slice_51, %expanded_53 {ovl.stream = #ovl<stream compute>} : tensor<16x8xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<4x8xf32>, tensor<12xf32>, tensor<8x12xf32> -> tensor<f32>
    %130 = ovl.sum_squares %expanded_59 {ovl.stream = #ovl<stream compute>} : tensor<4x8xf32> -> tensor<f32>
    %131 = ovl.add %129, %130 {ovl.stream = #ovl<stream compute>} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %132 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %132 on tp_comm
    %133 = ovl.all_reduce_start sum %131 over [tp] {ovl.stream = #ovl<stream tp_comm>} : tensor<f32> -> !ovl.inflight<tensor<f32>>
    %134 = ovl.event_record on tp_comm : !ovl.event
    %135 = ovl.sum_squares %extracted_slice, %extracted_slice_46, %extracted_slice_47, %extracted_slice_48, %extracted_slice_54, %extracted_slice_55 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32> -> tensor<f32>
    %136 = ovl.sum_squares %expanded_57 {ovl.stream = #ovl<stream compute>} : tensor<4x8xf32> -> tensor<f32>
    %137 = ovl.add %135, %136 {ovl.stream = #ovl<stream compute>} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    ovl.event_wait %134 on compute
    %138 = ovl.wait %133 {ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<f32>> -> tensor<f32>
    %139 = ovl.add %138, %137 {ovl.stream = #ovl<stream compute>} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %140 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %140 on tp_comm
    %141 = ovl.all_reduce_start sum %139 over [pp] {ovl.stream = #ovl<stream tp_comm>} : tensor<f32> -> !ovl.inflight<tensor<f32>>
    %142 = ovl.event_record on tp_comm : !ovl.event
    ovl.event_wait %142 on compute
    %143 = ovl.wait %141 {ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<f32>> -> tensor<f32>
    %144 = ovl.clip_by_global_norm %expanded_59, %143 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<4x8xf32>, tensor<f32>
    %145 = ovl.clip_by_global_norm %expanded_57, %143 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<4x8xf32>, tensor<f32>
    %146 = ovl.clip_by_global_norm %extracted_slice_54, %143 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %147 = ovl.clip_by_global_norm %extracted_slice_55, %143 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %148 = ovl.clip_by_global_norm %expanded_53, %143 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8x12xf32>, tensor<f32>
    %149 = ovl.clip_by_global_norm %extracted_slice_51, %143 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<12xf32>, tensor<f32>
    %150 = ovl.clip_by_global_norm %expanded_50, %143 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<4x8xf32>, tensor<f32>
    %151 = ovl.clip_by_global_norm %extracted_slice_48, %143 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %152 = ovl.clip_by_global_norm %extracted_slice_46, %143 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %153 = ovl.clip_by_global_norm %extracted_slice_47, %143 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %154 = ovl.clip_by_global_norm %expanded_45, %143 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8x16xf32>, tensor<f32>
    %155 = ovl.clip_by_global_norm %extracted_slice_43, %143 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<16xf32>, tensor<f32>
    %156 = ovl.clip_by_global_norm %expanded, %143 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<16x8xf32>, tensor<f32>
    %157 = ovl.clip_by_global_norm %extracted_slice, %143 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %new_param, %new_exp_avg, %new_exp_avg_sq = ovl.adamw_update %arg0, %144, %arg14, %arg28 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<4x8xf32>
    %new_param_60, %new_exp_avg_61, %new_exp_avg_sq_62 = ovl.adamw_update %arg1, %145, %arg15, %arg29 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<4x8xf32>
    %new_param_63, %new_exp_avg_64, %new_exp_avg_sq_65 = ovl.adamw_update %arg2, %146, %arg16, %arg30 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_66, %new_exp_avg_67, %new_exp_avg_sq_68 = ovl.adamw_update %arg3, %147, %arg17, %arg31 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_69, %new_exp_avg_70, %new_exp_avg_sq_71 = ovl.adamw_update %arg4, %148, %arg18, %arg32 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<8x12xf32>
    %new_param_72, %new_exp_avg_73, %new_exp_avg_sq_74 = ovl.adamw_update %arg5, %149, %arg19, %arg33 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<12xf32>
    %new_param_75, %new_exp_avg_76, %new_exp_avg_sq_77 = ovl.adamw_update %arg6, %150, %arg20, %arg34 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<4x8xf32>
    %new_param_78, %new_exp_avg_79, %new_exp_avg_sq_80 = ovl.adamw_update %arg7, %151, %arg21, %arg35 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_81, %new_exp_avg_82, %new_exp_avg_sq_83 = ovl.adamw_update %arg8, %152, %arg22, %arg36 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_84, %new_exp_avg_85, %new_exp_avg_sq_86 = ovl.adamw_update %arg9, %153, %arg23, %arg37 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_87, %new_exp_avg_88, %new_exp_avg_sq_89 = ovl.adamw_update %arg10, %154, %arg24, %arg38 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<8x16xf32>
    %new_param_90, %new_exp_avg_91, %new_exp_avg_sq_92 = ovl.adamw_update %arg11, %155, %arg25, %arg39 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<16xf32>
    %new_param_93, %new_exp_avg_94, %new_exp_avg_sq_95 = ovl.adamw_update %arg12, %156, %arg26, %arg40 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<16x8xf32>
    %new_param_96, %new_exp_avg_97, %new_exp_avg_sq_98 = ovl.adamw_update %arg13, %157, %arg27, %arg41 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    return %new_param, %new_param_60, %new_param_63, %new_param_66, %new_param_69, %new_param_72, %new_param_75, %new_param_78, %new_param_81, %new_param_84, %new_param_87, %new_param_90, %new_param_93, %new_param_96, %new_exp_avg, %new_exp_avg_61, %new_exp_avg_64, %new_exp_avg_67, %new_exp_avg_70, %new_exp_avg_73, %new_exp_avg_76, %new_exp_avg_79, %new_exp_avg_82, %new_exp_avg_85, %new_exp_avg_88, %new_exp_avg_91, %new_exp_avg_94, %new_exp_avg_97, %new_exp_avg_sq, %new_exp_avg_sq_62, %new_exp_avg_sq_65, %new_exp_avg_sq_68, %new_exp_avg_sq_71, %new_exp_avg_sq_74, %new_exp_avg_sq_77, %new_exp_avg_sq_80, %new_exp_avg_sq_83, %new_exp_avg_sq_86, %new_exp_avg_sq_89, %new_exp_avg_sq_92, %new_exp_avg_sq_95, %new_exp_avg_sq_98 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>
  }
  func.func @stage1(%arg0: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.input_layernorm.weight", global [8], init ones>}, %arg1: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.input_layernorm.bias", global [8], init zeros>}, %arg2: tensor<8x12xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_qkv.weight", global [8, 24], shard 1 over tp, init normal(2.000000e-02)>}, %arg3: tensor<12xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_qkv.bias", global [24], shard 0 over tp, init zeros>}, %arg4: tensor<4x8xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_proj.weight", global [8, 8], shard 0 over tp, init normal(1.000000e-02)>}, %arg5: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_proj.bias", global [8], init zeros>}, %arg6: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.pre_mlp_layernorm.weight", global [8], init ones>}, %arg7: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.pre_mlp_layernorm.bias", global [8], init zeros>}, %arg8: tensor<8x16xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc1.weight", global [8, 32], shard 1 over tp, init normal(2.000000e-02)>}, %arg9: tensor<16xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc1.bias", global [32], shard 0 over tp, init zeros>}, %arg10: tensor<16x8xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc2.weight", global [32, 8], shard 0 over tp, init normal(1.000000e-02)>}, %arg11: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc2.bias", global [8], init zeros>}, %arg12: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.weight", global [8], init ones>}, %arg13: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.bias", global [8], init zeros>}, %arg14: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight", global [8, 8], shard 0 over tp, init normal(2.000000e-02)>}, %arg15: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.input_layernorm.weight.exp_avg", global [8], init zeros>}, %arg16: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.input_layernorm.bias.exp_avg", global [8], init zeros>}, %arg17: tensor<8x12xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_qkv.weight.exp_avg", global [8, 24], shard 1 over tp, init zeros>}, %arg18: tensor<12xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_qkv.bias.exp_avg", global [24], shard 0 over tp, init zeros>}, %arg19: tensor<4x8xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_proj.weight.exp_avg", global [8, 8], shard 0 over tp, init zeros>}, %arg20: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_proj.bias.exp_avg", global [8], init zeros>}, %arg21: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.pre_mlp_layernorm.weight.exp_avg", global [8], init zeros>}, %arg22: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.pre_mlp_layernorm.bias.exp_avg", global [8], init zeros>}, %arg23: tensor<8x16xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc1.weight.exp_avg", global [8, 32], shard 1 over tp, init zeros>}, %arg24: tensor<16xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc1.bias.exp_avg", global [32], shard 0 over tp, init zeros>}, %arg25: tensor<16x8xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc2.weight.exp_avg", global [32, 8], shard 0 over tp, init zeros>}, %arg26: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc2.bias.exp_avg", global [8], init zeros>}, %arg27: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.weight.exp_avg", global [8], init zeros>}, %arg28: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.bias.exp_avg", global [8], init zeros>}, %arg29: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight.exp_avg", global [8, 8], shard 0 over tp, init zeros>}, %arg30: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.input_layernorm.weight.exp_avg_sq", global [8], init zeros>}, %arg31: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.input_layernorm.bias.exp_avg_sq", global [8], init zeros>}, %arg32: tensor<8x12xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_qkv.weight.exp_avg_sq", global [8, 24], shard 1 over tp, init zeros>}, %arg33: tensor<12xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_qkv.bias.exp_avg_sq", global [24], shard 0 over tp, init zeros>}, %arg34: tensor<4x8xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_proj.weight.exp_avg_sq", global [8, 8], shard 0 over tp, init zeros>}, %arg35: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_proj.bias.exp_avg_sq", global [8], init zeros>}, %arg36: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.pre_mlp_layernorm.weight.exp_avg_sq", global [8], init zeros>}, %arg37: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.pre_mlp_layernorm.bias.exp_avg_sq", global [8], init zeros>}, %arg38: tensor<8x16xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc1.weight.exp_avg_sq", global [8, 32], shard 1 over tp, init zeros>}, %arg39: tensor<16xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc1.bias.exp_avg_sq", global [32], shard 0 over tp, init zeros>}, %arg40: tensor<16x8xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc2.weight.exp_avg_sq", global [32, 8], shard 0 over tp, init zeros>}, %arg41: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc2.bias.exp_avg_sq", global [8], init zeros>}, %arg42: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.weight.exp_avg_sq", global [8], init zeros>}, %arg43: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.bias.exp_avg_sq", global [8], init zeros>}, %arg44: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight.exp_avg_sq", global [8, 8], shard 0 over tp, init zeros>}) -> (tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>) attributes {ovl.stage = 1 : i64} {
    %0 = ovl.recv from pp = 0 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream pp_comm>} : tensor<1x4x8xf32>
    %1 = ovl.event_record on pp_comm : !ovl.event
    ovl.event_wait %1 on compute
    %result, %mean, %rstd = ovl.layer_norm %0, %arg0, %arg1 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %2 = ovl.linear column %result, %arg2, %arg3 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<12xf32>) -> tensor<1x4x12xf32>
    %result_0, %logsumexp = ovl.attention %2 heads 1 causal {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>) -> (tensor<1x4x4xf32>, tensor<1x1x4xf32>)
    %3 = ovl.linear row %result_0, %arg4 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %4 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %4 on tp_comm
    %5 = ovl.all_reduce_start sum %3 over [tp] {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %6 = ovl.event_record on tp_comm : !ovl.event
    %7 = ovl.load_batch labels microbatch 0 vocab 8 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream copy>} : tensor<1x4xi32>
    %8 = ovl.event_record on copy : !ovl.event
    %9 = ovl.load_batch labels microbatch 1 vocab 8 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream copy>} : tensor<1x4xi32>
    %10 = ovl.event_record on copy : !ovl.event
    ovl.event_wait %6 on compute
    %11 = ovl.wait %5 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %12 = ovl.add %11, %arg5 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %13 = ovl.add %0, %12 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %result_1, %mean_2, %rstd_3 = ovl.layer_norm %13, %arg6, %arg7 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %14 = ovl.linear column %result_1, %arg8, %arg9 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<16xf32>) -> tensor<1x4x16xf32>
    %15 = ovl.gelu %14 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32>
    %16 = ovl.linear row %15, %arg10 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>, tensor<16x8xf32>) -> tensor<1x4x8xf32>
    %17 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %17 on tp_comm
    %18 = ovl.all_reduce_start sum %16 over [tp] {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %19 = ovl.event_record on tp_comm : !ovl.event
    ovl.event_wait %19 on compute
    %20 = ovl.wait %18 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %21 = ovl.add %20, %arg11 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %22 = ovl.add %13, %21 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %result_4, %mean_5, %rstd_6 = ovl.layer_norm %22, %arg12, %arg13 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %23 = ovl.linear column %result_4, %arg14 transpose_weight {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x4xf32>
    %24 = ovl.cross_entropy_max %23 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>) -> tensor<1x4xf32>
    %25 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %25 on tp_comm
    %26 = ovl.all_reduce_start max %24 over [tp] {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4xf32> -> !ovl.inflight<tensor<1x4xf32>>
    %27 = ovl.event_record on tp_comm : !ovl.event
    ovl.event_wait %27 on compute
    %28 = ovl.wait %26 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4xf32>> -> tensor<1x4xf32>
    ovl.event_wait %8 on compute
    %29 = ovl.cross_entropy_stats %23, %28, %7 vocab_parallel over [tp] {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4xi32>) -> tensor<1x4x2xf32>
    %30 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %30 on tp_comm
    %31 = ovl.all_reduce_start sum %29 over [tp] {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x2xf32> -> !ovl.inflight<tensor<1x4x2xf32>>
    %32 = ovl.event_record on tp_comm : !ovl.event
    ovl.event_wait %32 on compute
    %33 = ovl.wait %31 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x2xf32>> -> tensor<1x4x2xf32>
    %34 = ovl.cross_entropy_loss %33 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x2xf32>) -> tensor<f32>
    ovl.log_loss %34 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : tensor<f32>
    %35 = ovl.recv from pp = 0 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream pp_comm>} : tensor<1x4x8xf32>
    %36 = ovl.event_record on pp_comm : !ovl.event
    ovl.event_wait %36 on compute
    %37 = ovl.cross_entropy_grad %23, %28, %33, %7 vocab_parallel over [tp] scale 6.250000e-02 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32>) -> tensor<1x4x4xf32>
    %38 = ovl.matmul %37, %arg14 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %39 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %39 on tp_comm
    %40 = ovl.all_reduce_start sum %38 over [tp] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %41 = ovl.event_record on tp_comm : !ovl.event
    %collapsed = tensor.collapse_shape %result_4 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %collapsed_7 = tensor.collapse_shape %37 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x4xf32> into tensor<4x4xf32>
    %42 = ovl.matmul %collapsed_7, %collapsed transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %collapsed_8 = tensor.collapse_shape %15 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32> into tensor<4x16xf32>
    %collapsed_9 = tensor.collapse_shape %result_1 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %collapsed_10 = tensor.collapse_shape %result_0 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x4xf32> into tensor<4x4xf32>
    %collapsed_11 = tensor.collapse_shape %result [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %result_12, %mean_13, %rstd_14 = ovl.layer_norm %35, %arg0, %arg1 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %43 = ovl.linear column %result_12, %arg2, %arg3 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<12xf32>) -> tensor<1x4x12xf32>
    ovl.event_wait %41 on compute
    %44 = ovl.wait %40 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %input_grad, %gamma_grad, %beta_grad = ovl.layer_norm_grad %22, %arg12, %mean_5, %rstd_6, %44 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %45 = ovl.bias_grad %input_grad {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<8xf32>
    %46 = ovl.matmul %input_grad, %arg10 transpose_b {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<16x8xf32>) -> tensor<1x4x16xf32>
    %collapsed_15 = tensor.collapse_shape %input_grad [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %47 = ovl.matmul %collapsed_8, %collapsed_15 transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x16xf32>, tensor<4x8xf32>) -> tensor<16x8xf32>
    %48 = ovl.gelu_grad %14, %46 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32>
    %49 = ovl.bias_grad %48 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>) -> tensor<16xf32>
    %50 = ovl.matmul %48, %arg8 transpose_b {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>, tensor<8x16xf32>) -> tensor<1x4x8xf32>
    %51 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %51 on tp_comm
    %52 = ovl.all_reduce_start sum %50 over [tp] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %53 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_16 = tensor.collapse_shape %48 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32> into tensor<4x16xf32>
    %54 = ovl.matmul %collapsed_9, %collapsed_16 transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x16xf32>) -> tensor<8x16xf32>
    %result_17, %logsumexp_18 = ovl.attention %43 heads 1 causal {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>) -> (tensor<1x4x4xf32>, tensor<1x1x4xf32>)
    %55 = ovl.linear row %result_17, %arg4 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
    ovl.event_wait %53 on compute
    %56 = ovl.wait %52 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %input_grad_19, %gamma_grad_20, %beta_grad_21 = ovl.layer_norm_grad %13, %arg6, %mean_2, %rstd_3, %56 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %57 = ovl.add %input_grad, %input_grad_19 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %58 = ovl.bias_grad %57 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<8xf32>
    %59 = ovl.matmul %57, %arg4 transpose_b {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x4xf32>
    %collapsed_22 = tensor.collapse_shape %57 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %60 = ovl.matmul %collapsed_10, %collapsed_22 transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %61 = ovl.attention_grad %2, %result_0, %logsumexp, %59 heads 1 causal {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x12xf32>
    %62 = ovl.bias_grad %61 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>) -> tensor<12xf32>
    %63 = ovl.matmul %61, %arg2 transpose_b {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>, tensor<8x12xf32>) -> tensor<1x4x8xf32>
    %64 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %64 on tp_comm
    %65 = ovl.all_reduce_start sum %63 over [tp] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %66 = ovl.event_record on tp_comm : !ovl.event
    %67 = ovl.all_reduce_start sum %55 over [tp] {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %68 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_23 = tensor.collapse_shape %61 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x12xf32> into tensor<4x12xf32>
    %69 = ovl.matmul %collapsed_11, %collapsed_23 transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x12xf32>) -> tensor<8x12xf32>
    %collapsed_24 = tensor.collapse_shape %result_17 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x4xf32> into tensor<4x4xf32>
    %collapsed_25 = tensor.collapse_shape %result_12 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    ovl.event_wait %66 on compute
    %70 = ovl.wait %65 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %input_grad_26, %gamma_grad_27, %beta_grad_28 = ovl.layer_norm_grad %0, %arg0, %mean, %rstd, %70 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %71 = ovl.add %57, %input_grad_26 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %72 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %72 on pp_comm
    ovl.send %71 to pp = 0 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream pp_comm>} : tensor<1x4x8xf32>
    ovl.event_wait %68 on compute
    %73 = ovl.wait %67 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %74 = ovl.add %73, %arg5 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %75 = ovl.add %35, %74 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %result_29, %mean_30, %rstd_31 = ovl.layer_norm %75, %arg6, %arg7 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %76 = ovl.linear column %result_29, %arg8, %arg9 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<16xf32>) -> tensor<1x4x16xf32>
    %77 = ovl.gelu %76 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32>
    %78 = ovl.linear row %77, %arg10 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>, tensor<16x8xf32>) -> tensor<1x4x8xf32>
    %79 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %79 on tp_comm
    %80 = ovl.all_reduce_start sum %78 over [tp] {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %81 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_32 = tensor.collapse_shape %77 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32> into tensor<4x16xf32>
    %collapsed_33 = tensor.collapse_shape %result_29 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    ovl.event_wait %81 on compute
    %82 = ovl.wait %80 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %83 = ovl.add %82, %arg11 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %84 = ovl.add %75, %83 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %result_34, %mean_35, %rstd_36 = ovl.layer_norm %84, %arg12, %arg13 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %85 = ovl.linear column %result_34, %arg14 transpose_weight {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x4xf32>
    %86 = ovl.cross_entropy_max %85 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>) -> tensor<1x4xf32>
    %87 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %87 on tp_comm
    %88 = ovl.all_reduce_start max %86 over [tp] {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4xf32> -> !ovl.inflight<tensor<1x4xf32>>
    %89 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_37 = tensor.collapse_shape %result_34 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    ovl.event_wait %89 on compute
    %90 = ovl.wait %88 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4xf32>> -> tensor<1x4xf32>
    ovl.event_wait %10 on compute
    %91 = ovl.cross_entropy_stats %85, %90, %9 vocab_parallel over [tp] {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4xi32>) -> tensor<1x4x2xf32>
    %92 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %92 on tp_comm
    %93 = ovl.all_reduce_start sum %91 over [tp] {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x2xf32> -> !ovl.inflight<tensor<1x4x2xf32>>
    %94 = ovl.event_record on tp_comm : !ovl.event
    ovl.event_wait %94 on compute
    %95 = ovl.wait %93 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x2xf32>> -> tensor<1x4x2xf32>
    %96 = ovl.cross_entropy_loss %95 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x2xf32>) -> tensor<f32>
    ovl.log_loss %96 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : tensor<f32>
    %97 = ovl.cross_entropy_grad %85, %90, %95, %9 vocab_parallel over [tp] scale 6.250000e-02 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32>) -> tensor<1x4x4xf32>
    %98 = ovl.matmul %97, %arg14 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %99 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %99 on tp_comm
    %100 = ovl.all_reduce_start sum %98 over [tp] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %101 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_38 = tensor.collapse_shape %97 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x4xf32> into tensor<4x4xf32>
    %102 = ovl.matmul %collapsed_38, %collapsed_37 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %103 = ovl.add %42, %102 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    ovl.event_wait %101 on compute
    %104 = ovl.wait %100 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %input_grad_39, %gamma_grad_40, %beta_grad_41 = ovl.layer_norm_grad %84, %arg12, %mean_35, %rstd_36, %104 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %105 = ovl.add %gamma_grad, %gamma_grad_40 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %106 = ovl.add %beta_grad, %beta_grad_41 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %107 = ovl.bias_grad %input_grad_39 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<8xf32>
    %108 = ovl.add %45, %107 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %109 = ovl.matmul %input_grad_39, %arg10 transpose_b {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<16x8xf32>) -> tensor<1x4x16xf32>
    %collapsed_42 = tensor.collapse_shape %input_grad_39 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %110 = ovl.matmul %collapsed_32, %collapsed_42 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x16xf32>, tensor<4x8xf32>) -> tensor<16x8xf32>
    %111 = ovl.add %47, %110 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %112 = ovl.gelu_grad %76, %109 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32>
    %113 = ovl.bias_grad %112 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>) -> tensor<16xf32>
    %114 = ovl.add %49, %113 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %115 = ovl.matmul %112, %arg8 transpose_b {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>, tensor<8x16xf32>) -> tensor<1x4x8xf32>
    %116 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %116 on tp_comm
    %117 = ovl.all_reduce_start sum %115 over [tp] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %118 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_43 = tensor.collapse_shape %112 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32> into tensor<4x16xf32>
    %119 = ovl.matmul %collapsed_33, %collapsed_43 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x16xf32>) -> tensor<8x16xf32>
    %120 = ovl.add %54, %119 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    ovl.event_wait %118 on compute
    %121 = ovl.wait %117 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %input_grad_44, %gamma_grad_45, %beta_grad_46 = ovl.layer_norm_grad %75, %arg6, %mean_30, %rstd_31, %121 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %122 = ovl.add %gamma_grad_20, %gamma_grad_45 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %123 = ovl.add %beta_grad_21, %beta_grad_46 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %124 = ovl.add %input_grad_39, %input_grad_44 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %125 = ovl.bias_grad %124 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<8xf32>
    %126 = ovl.add %58, %125 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %127 = ovl.matmul %124, %arg4 transpose_b {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x4xf32>
    %collapsed_47 = tensor.collapse_shape %124 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %128 = ovl.matmul %collapsed_24, %collapsed_47 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %129 = ovl.add %60, %128 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %130 = ovl.attention_grad %43, %result_17, %logsumexp_18, %127 heads 1 causal {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x12xf32>
    %131 = ovl.bias_grad %130 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>) -> tensor<12xf32>
    %132 = ovl.add %62, %131 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %133 = ovl.matmul %130, %arg2 transpose_b {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>, tensor<8x12xf32>) -> tensor<1x4x8xf32>
    %134 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %134 on tp_comm
    %135 = ovl.all_reduce_start sum %133 over [tp] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %136 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_48 = tensor.collapse_shape %130 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x12xf32> into tensor<4x12xf32>
    %137 = ovl.matmul %collapsed_25, %collapsed_48 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x12xf32>) -> tensor<8x12xf32>
    %138 = ovl.add %69, %137 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8x12xf32>, tensor<8x12xf32>) -> tensor<8x12xf32>
    ovl.event_wait %136 on compute
    %139 = ovl.wait %135 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %input_grad_49, %gamma_grad_50, %beta_grad_51 = ovl.layer_norm_grad %35, %arg0, %mean_13, %rstd_14, %139 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %140 = ovl.add %gamma_grad_27, %gamma_grad_50 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %141 = ovl.add %beta_grad_28, %beta_grad_51 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %142 = ovl.add %124, %input_grad_49 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %143 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %143 on pp_comm
    ovl.send %142 to pp = 0 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream pp_comm>} : tensor<1x4x8xf32>
    %144 = ovl.recv from pp = 0 {ovl.stream = #ovl<stream pp_comm>} : tensor<4x8xf32>
    %145 = ovl.event_record on pp_comm : !ovl.event
    ovl.event_wait %145 on compute
    ovl.send %103 to pp = 0 {ovl.stream = #ovl<stream pp_comm>} : tensor<4x8xf32>
    %146 = ovl.add %144, %103 {ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %collapsed_52 = tensor.collapse_shape %111 [[0, 1]] {ovl.stream = #ovl<stream compute>} : tensor<16x8xf32> into tensor<128xf32>
    %collapsed_53 = tensor.collapse_shape %120 [[0, 1]] {ovl.stream = #ovl<stream compute>} : tensor<8x16xf32> into tensor<128xf32>
    %collapsed_54 = tensor.collapse_shape %129 [[0, 1]] {ovl.stream = #ovl<stream compute>} : tensor<4x8xf32> into tensor<32xf32>
    %collapsed_55 = tensor.collapse_shape %138 [[0, 1]] {ovl.stream = #ovl<stream compute>} : tensor<8x12xf32> into tensor<96xf32>
    %collapsed_56 = tensor.collapse_shape %146 [[0, 1]] {ovl.stream = #ovl<stream compute>} : tensor<4x8xf32> into tensor<32xf32>
    %concat = tensor.concat dim(0) %105, %106, %108, %collapsed_52, %114, %collapsed_53, %122, %123, %126, %collapsed_54, %132, %collapsed_55, %140, %141, %collapsed_56 {ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<128xf32>, tensor<16xf32>, tensor<128xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32xf32>, tensor<12xf32>, tensor<96xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32xf32>) -> tensor<508xf32>
    %147 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %147 on dp_comm
    %148 = ovl.all_reduce_start sum %concat over [dp] {ovl.stream = #ovl<stream dp_comm>} : tensor<508xf32> -> !ovl.inflight<tensor<508xf32>>
    %149 = ovl.event_record on dp_comm : !ovl.event
    ovl.event_wait %149 on compute
    %150 = ovl.wait %148 {ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<508xf32>> -> tensor<508xf32>
    %extracted_slice = tensor.extract_slice %150[0] [8] [1] {ovl.stream = #ovl<stream compute>} : tensor<508xf32> to tensor<8xf32>
    %extracted_slice_57 = tensor.extract_slice %150[8] [8] [1] {ovl.stream = #ovl<stream compute>} : tensor<508xf32> to tensor<8xf32>
    %extracted_slice_58 = tensor.extract_slice %150[16] [8] [1] {ovl.stream = #ovl<stream compute>} : tensor<508xf32> to tensor<8xf32>
    %extracted_slice_59 = tensor.extract_slice %150[24] [128] [1] {ovl.stream = #ovl<stream compute>} : tensor<508xf32> to tensor<128xf32>
    %expanded = tensor.expand_shape %extracted_slice_59 [[0, 1]] output_shape [16, 8] {ovl.stream = #ovl<stream compute>} : tensor<128xf32> into tensor<16x8xf32>
    %extracted_slice_60 = tensor.extract_slice %150[152] [16] [1] {ovl.stream = #ovl<stream compute>} : tensor<508xf32> to tensor<16xf32>
    %extracted_slice_61 = tensor.extract_slice %150[168] [128] [1] {ovl.stream = #ovl<stream compute>} : tensor<508xf32> to tensor<128xf32>
    %expanded_62 = tensor.expand_shape %extracted_slice_61 [[0, 1]] output_shape [8, 16] {ovl.stream = #ovl<stream compute>} : tensor<128xf32> into tensor<8x16xf32>
    %extracted_slice_63 = tensor.extract_slice %150[296] [8] [1] {ovl.stream = #ovl<stream compute>} : tensor<508xf32> to tensor<8xf32>
    %extracted_slice_64 = tensor.extract_slice %150[304] [8] [1] {ovl.stream = #ovl<stream compute>} : tensor<508xf32> to tensor<8xf32>
    %extracted_slice_65 = tensor.extract_slice %150[312] [8] [1] {ovl.stream = #ovl<stream compute>} : tensor<508xf32> to tensor<8xf32>
    %extracted_slice_66 = tensor.extract_slice %150[320] [32] [1] {ovl.stream = #ovl<stream compute>} : tensor<508xf32> to tensor<32xf32>
    %expanded_67 = tensor.expand_shape %extracted_slice_66 [[0, 1]] output_shape [4, 8] {ovl.stream = #ovl<stream compute>} : tensor<32xf32> into tensor<4x8xf32>
    %extracted_slice_68 = tensor.extract_slice %150[352] [12] [1] {ovl.stream = #ovl<stream compute>} : tensor<508xf32> to tensor<12xf32>
    %extracted_slice_69 = tensor.extract_slice %150[364] [96] [1] {ovl.stream = #ovl<stream compute>} : tensor<508xf32> to tensor<96xf32>
    %expanded_70 = tensor.expand_shape %extracted_slice_69 [[0, 1]] output_shape [8, 12] {ovl.stream = #ovl<stream compute>} : tensor<96xf32> into tensor<8x12xf32>
    %extracted_slice_71 = tensor.extract_slice %150[460] [8] [1] {ovl.stream = #ovl<stream compute>} : tensor<508xf32> to tensor<8xf32>
    %extracted_slice_72 = tensor.extract_slice %150[468] [8] [1] {ovl.stream = #ovl<stream compute>} : tensor<508xf32> to tensor<8xf32>
    %extracted_slice_73 = tensor.extract_slice %150[476] [32] [1] {ovl.stream = #ovl<stream compute>} : tensor<508xf32> to tensor<32xf32>
    %expanded_74 = tensor.expand_shape %extracted_slice_73 [[0, 1]] output_shape [4, 8] {ovl.stream = #ovl<stream compute>} : tensor<32xf32> into tensor<4x8xf32>
    %151 = ovl.sum_squares %expanded, %extracted_slice_60, %expanded_62, %expanded_67, %extracted_slice_68, %expanded_70 {ovl.stream = #ovl<stream compute>} : tensor<16x8xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<4x8xf32>, tensor<12xf32>, tensor<8x12xf32> -> tensor<f32>
    %152 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %152 on tp_comm
    %153 = ovl.all_reduce_start sum %151 over [tp] {ovl.stream = #ovl<stream tp_comm>} : tensor<f32> -> !ovl.inflight<tensor<f32>>
    %154 = ovl.event_record on tp_comm : !ovl.event
    %155 = ovl.sum_squares %extracted_slice, %extracted_slice_57, %extracted_slice_58, %extracted_slice_63, %extracted_slice_64, %extracted_slice_65 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32> -> tensor<f32>
    %156 = ovl.sum_squares %extracted_slice_71, %extracted_slice_72 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<8xf32> -> tensor<f32>
    %157 = ovl.add %155, %156 {ovl.stream = #ovl<stream compute>} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    ovl.event_wait %154 on compute
    %158 = ovl.wait %153 {ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<f32>> -> tensor<f32>
    %159 = ovl.add %158, %157 {ovl.stream = #ovl<stream compute>} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %160 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %160 on tp_comm
    %161 = ovl.all_reduce_start sum %159 over [pp] {ovl.stream = #ovl<stream tp_comm>} : tensor<f32> -> !ovl.inflight<tensor<f32>>
    %162 = ovl.event_record on tp_comm : !ovl.event
    ovl.event_wait %162 on compute
    %163 = ovl.wait %161 {ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<f32>> -> tensor<f32>
    %164 = ovl.clip_by_global_norm %extracted_slice_71, %163 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %165 = ovl.clip_by_global_norm %extracted_slice_72, %163 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %166 = ovl.clip_by_global_norm %expanded_70, %163 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8x12xf32>, tensor<f32>
    %167 = ovl.clip_by_global_norm %extracted_slice_68, %163 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<12xf32>, tensor<f32>
    %168 = ovl.clip_by_global_norm %expanded_67, %163 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<4x8xf32>, tensor<f32>
    %169 = ovl.clip_by_global_norm %extracted_slice_65, %163 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %170 = ovl.clip_by_global_norm %extracted_slice_63, %163 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %171 = ovl.clip_by_global_norm %extracted_slice_64, %163 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %172 = ovl.clip_by_global_norm %expanded_62, %163 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8x16xf32>, tensor<f32>
    %173 = ovl.clip_by_global_norm %extracted_slice_60, %163 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<16xf32>, tensor<f32>
    %174 = ovl.clip_by_global_norm %expanded, %163 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<16x8xf32>, tensor<f32>
    %175 = ovl.clip_by_global_norm %extracted_slice_58, %163 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %176 = ovl.clip_by_global_norm %extracted_slice, %163 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %177 = ovl.clip_by_global_norm %extracted_slice_57, %163 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %178 = ovl.clip_by_global_norm %expanded_74, %163 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<4x8xf32>, tensor<f32>
    %new_param, %new_exp_avg, %new_exp_avg_sq = ovl.adamw_update %arg0, %164, %arg15, %arg30 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_75, %new_exp_avg_76, %new_exp_avg_sq_77 = ovl.adamw_update %arg1, %165, %arg16, %arg31 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_78, %new_exp_avg_79, %new_exp_avg_sq_80 = ovl.adamw_update %arg2, %166, %arg17, %arg32 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<8x12xf32>
    %new_param_81, %new_exp_avg_82, %new_exp_avg_sq_83 = ovl.adamw_update %arg3, %167, %arg18, %arg33 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<12xf32>
    %new_param_84, %new_exp_avg_85, %new_exp_avg_sq_86 = ovl.adamw_update %arg4, %168, %arg19, %arg34 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<4x8xf32>
    %new_param_87, %new_exp_avg_88, %new_exp_avg_sq_89 = ovl.adamw_update %arg5, %169, %arg20, %arg35 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_90, %new_exp_avg_91, %new_exp_avg_sq_92 = ovl.adamw_update %arg6, %170, %arg21, %arg36 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_93, %new_exp_avg_94, %new_exp_avg_sq_95 = ovl.adamw_update %arg7, %171, %arg22, %arg37 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_96, %new_exp_avg_97, %new_exp_avg_sq_98 = ovl.adamw_update %arg8, %172, %arg23, %arg38 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<8x16xf32>
    %new_param_99, %new_exp_avg_100, %new_exp_avg_sq_101 = ovl.adamw_update %arg9, %173, %arg24, %arg39 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<16xf32>
    %new_param_102, %new_exp_avg_103, %new_exp_avg_sq_104 = ovl.adamw_update %arg10, %174, %arg25, %arg40 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<16x8xf32>
    %new_param_105, %new_exp_avg_106, %new_exp_avg_sq_107 = ovl.adamw_update %arg11, %175, %arg26, %arg41 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_108, %new_exp_avg_109, %new_exp_avg_sq_110 = ovl.adamw_update %arg12, %176, %arg27, %arg42 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_111, %new_exp_avg_112, %new_exp_avg_sq_113 = ovl.adamw_update %arg13, %177, %arg28, %arg43 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_114, %new_exp_avg_115, %new_exp_avg_sq_116 = ovl.adamw_update %arg14, %178, %arg29, %arg44 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<4x8xf32>
    return %new_param, %new_param_75, %new_param_78, %new_param_81, %new_param_84, %new_param_87, %new_param_90, %new_param_93, %new_param_96, %new_param_99, %new_param_102, %new_param_105, %new_param_108, %new_param_111, %new_param_114, %new_exp_avg, %new_exp_avg_76, %new_exp_avg_79, %new_exp_avg_82, %new_exp_avg_85, %new_exp_avg_88, %new_exp_avg_91, %new_exp_avg_94, %new_exp_avg_97, %new_exp_avg_100, %new_exp_avg_103, %new_exp_avg_106, %new_exp_avg_109, %new_exp_avg_112, %new_exp_avg_115, %new_exp_avg_sq, %new_exp_avg_sq_77, %new_exp_avg_sq_80, %new_exp_avg_sq_83, %new_exp_avg_sq_86, %new_exp_avg_sq_89, %new_exp_avg_sq_92, %new_exp_avg_sq_95, %new_exp_avg_sq_98, %new_exp_avg_sq_101, %new_exp_avg_sq_104, %new_exp_avg_sq_107, %new_exp_avg_sq_110, %new_exp_avg_sq_113, %new_exp_avg_sq_116 : tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>
  }
}

