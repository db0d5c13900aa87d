module {
  ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 1 : data, tp = 2 : tensor]
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
    %result_12, %mean_13, %rstd_14 = ovl.layer_norm %10, %arg2, %arg3 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %53 = ovl.linear column %result_12, %arg4, %arg5 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<12xf32>) -> tensor<1x4x12xf32>
    %result_15, %logsumexp_16 = ovl.attention %53 heads 1 causal {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>) -> (tensor<1x4x4xf32>, tensor<1x1x4xf32>)
    %54 = ovl.linear row %result_15, %arg6 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %55 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %55 on tp_comm
    %56 = ovl.all_reduce_start sum %54 over [tp] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %57 = ovl.event_record on tp_comm : !ovl.event
    %58 = ovl.bias_grad %51 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<8xf32>
    %59 = ovl.matmul %51, %arg12 transpose_b {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<16x8xf32>) -> tensor<1x4x16xf32>
    %collapsed = tensor.collapse_shape %51 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %collapsed_17 = tensor.collapse_shape %result_15 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x4xf32> into tensor<4x4xf32>
    %collapsed_18 = tensor.collapse_shape %result_12 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    ovl.event_wait %57 on compute
    %60 = ovl.wait %56 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %61 = ovl.add %60, %arg7 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %62 = ovl.add %10, %61 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %result_19, %mean_20, %rstd_21 = ovl.layer_norm %62, %arg8, %arg9 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %63 = ovl.linear column %result_19, %arg10, %arg11 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<16xf32>) -> tensor<1x4x16xf32>
    %64 = ovl.gelu %63 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32>
    %65 = ovl.linear row %64, %arg12 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>, tensor<16x8xf32>) -> tensor<1x4x8xf32>
    %66 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %66 on tp_comm
    %67 = ovl.all_reduce_start sum %65 over [tp] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %68 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_22 = tensor.collapse_shape %64 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32> into tensor<4x16xf32>
    %69 = ovl.matmul %collapsed_22, %collapsed transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x16xf32>, tensor<4x8xf32>) -> tensor<16x8xf32>
    %70 = ovl.gelu_grad %63, %59 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32>
    %71 = ovl.bias_grad %70 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>) -> tensor<16xf32>
    ovl.event_wait %68 on compute
    %72 = ovl.wait %67 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %73 = ovl.add %72, %arg13 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %74 = ovl.add %62, %73 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %75 = ovl.matmul %70, %arg10 transpose_b {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>, tensor<8x16xf32>) -> tensor<1x4x8xf32>
    %76 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %76 on tp_comm
    %77 = ovl.all_reduce_start sum %75 over [tp] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %78 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_23 = tensor.collapse_shape %result_19 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %collapsed_24 = tensor.collapse_shape %70 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32> into tensor<4x16xf32>
    %79 = ovl.matmul %collapsed_23, %collapsed_24 transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x16xf32>) -> tensor<8x16xf32>
    ovl.event_wait %78 on compute
    %80 = ovl.wait %77 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %input_grad, %gamma_grad, %beta_grad = ovl.layer_norm_grad %62, %arg8, %mean_20, %rstd_21, %80 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %81 = ovl.add %51, %input_grad {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %82 = ovl.bias_grad %81 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<8xf32>
    %83 = ovl.matmul %81, %arg6 transpose_b {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x4xf32>
    %collapsed_25 = tensor.collapse_shape %81 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %84 = ovl.matmul %collapsed_17, %collapsed_25 transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %85 = ovl.attention_grad %53, %result_15, %logsumexp_16, %83 heads 1 causal {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x12xf32>
    %86 = ovl.bias_grad %85 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>) -> tensor<12xf32>
    %87 = ovl.matmul %85, %arg4 transpose_b {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>, tensor<8x12xf32>) -> tensor<1x4x8xf32>
    %88 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %88 on tp_comm
    %89 = ovl.all_reduce_start sum %87 over [tp] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %90 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_26 = tensor.collapse_shape %85 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x12xf32> into tensor<4x12xf32>
    %91 = ovl.matmul %collapsed_18, %collapsed_26 transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x12xf32>) -> tensor<8x12xf32>
    ovl.event_wait %90 on compute
    %92 = ovl.wait %89 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %input_grad_27, %gamma_grad_28, %beta_grad_29 = ovl.layer_norm_grad %10, %arg2, %mean_13, %rstd_14, %92 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %93 = ovl.add %81, %input_grad_27 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %94 = ovl.bias_grad %93 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
    %95 = ovl.embedding_grad %0, %93 vocab_parallel over [tp] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4xi32>, tensor<1x4x8xf32>) -> tensor<4x8xf32>
    %96 = ovl.recv from pp = 1 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream pp_comm>} : tensor<1x4x8xf32>
    %97 = ovl.event_record on pp_comm : !ovl.event
    ovl.event_wait %97 on compute
    %result_30, %mean_31, %rstd_32 = ovl.layer_norm %32, %arg2, %arg3 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %98 = ovl.linear column %result_30, %arg4, %arg5 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<12xf32>) -> tensor<1x4x12xf32>
    %result_33, %logsumexp_34 = ovl.attention %98 heads 1 causal {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>) -> (tensor<1x4x4xf32>, tensor<1x1x4xf32>)
    %99 = ovl.linear row %result_33, %arg6 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %100 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %100 on tp_comm
    %101 = ovl.all_reduce_start sum %99 over [tp] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %102 = ovl.event_record on tp_comm : !ovl.event
    %103 = ovl.bias_grad %96 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<8xf32>
    %104 = ovl.add %58, %103 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %105 = ovl.matmul %96, %arg12 transpose_b {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<16x8xf32>) -> tensor<1x4x16xf32>
    ovl.event_wait %102 on compute
    %106 = ovl.wait %101 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %107 = ovl.add %106, %arg7 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %108 = ovl.add %32, %107 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %result_35, %mean_36, %rstd_37 = ovl.layer_norm %108, %arg8, %arg9 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %109 = ovl.linear column %result_35, %arg10, %arg11 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<16xf32>) -> tensor<1x4x16xf32>
    %110 = ovl.gelu %109 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32>
    %111 = ovl.linear row %110, %arg12 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>, tensor<16x8xf32>) -> tensor<1x4x8xf32>
    %112 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %112 on tp_comm
    %113 = ovl.all_reduce_start sum %111 over [tp] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %114 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_38 = tensor.collapse_shape %110 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32> into tensor<4x16xf32>
    %collapsed_39 = tensor.collapse_shape %96 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %115 = ovl.matmul %collapsed_38, %collapsed_39 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x16xf32>, tensor<4x8xf32>) -> tensor<16x8xf32>
    %116 = ovl.add %69, %115 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %117 = ovl.gelu_grad %109, %105 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32>
    ovl.event_wait %114 on compute
    %118 = ovl.wait %113 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %119 = ovl.add %118, %arg13 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %120 = ovl.add %108, %119 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %121 = ovl.bias_grad %117 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>) -> tensor<16xf32>
    %122 = ovl.add %71, %121 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %123 = ovl.matmul %117, %arg10 transpose_b {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>, tensor<8x16xf32>) -> tensor<1x4x8xf32>
    %124 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %124 on tp_comm
    %125 = ovl.all_reduce_start sum %123 over [tp] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %126 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_40 = tensor.collapse_shape %result_35 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %collapsed_41 = tensor.collapse_shape %117 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32> into tensor<4x16xf32>
    %127 = ovl.matmul %collapsed_40, %collapsed_41 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x16xf32>) -> tensor<8x16xf32>
    %128 = ovl.add %79, %127 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %collapsed_42 = tensor.collapse_shape %result_33 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x4xf32> into tensor<4x4xf32>
    %collapsed_43 = tensor.collapse_shape %result_30 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    ovl.event_wait %126 on compute
    %129 = ovl.wait %125 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %input_grad_44, %gamma_grad_45, %beta_grad_46 = ovl.layer_norm_grad %108, %arg8, %mean_36, %rstd_37, %129 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %130 = ovl.add %gamma_grad, %gamma_grad_45 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %131 = ovl.add %beta_grad, %beta_grad_46 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %132 = ovl.add %96, %input_grad_44 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %133 = ovl.bias_grad %132 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<8xf32>
    %134 = ovl.add %82, %133 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %135 = ovl.matmul %132, %arg6 transpose_b {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x4xf32>
    %collapsed_47 = tensor.collapse_shape %132 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %136 = ovl.matmul %collapsed_42, %collapsed_47 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %137 = ovl.add %84, %136 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %138 = ovl.attention_grad %98, %result_33, %logsumexp_34, %135 heads 1 causal {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x12xf32>
    %139 = ovl.bias_grad %138 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>) -> tensor<12xf32>
    %140 = ovl.add %86, %139 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %141 = ovl.matmul %138, %arg4 transpose_b {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>, tensor<8x12xf32>) -> tensor<1x4x8xf32>
    %142 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %142 on tp_comm
    %143 = ovl.all_reduce_start sum %141 over [tp] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %144 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_48 = tensor.collapse_shape %138 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x12xf32> into tensor<4x12xf32>
    %145 = ovl.matmul %collapsed_43, %collapsed_48 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x12xf32>) -> tensor<8x12xf32>
    %146 = ovl.add %91, %145 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8x12xf32>, tensor<8x12xf32>) -> tensor<8x12xf32>
    ovl.event_wait %144 on compute
    %147 = ovl.wait %143 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %input_grad_49, %gamma_grad_50, %beta_grad_51 = ovl.layer_norm_grad %32, %arg2, %mean_31, %rstd_32, %147 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %148 = ovl.add %gamma_grad_28, %gamma_grad_50 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %149 = ovl.add %beta_grad_29, %beta_grad_51 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %150 = ovl.add %132, %input_grad_49 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %151 = ovl.bias_grad %150 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
    %152 = ovl.add %94, %151 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %153 = ovl.embedding_grad %2, %150 vocab_parallel over [tp] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4xi32>, tensor<1x4x8xf32>) -> tensor<4x8xf32>
    %154 = ovl.add %95, %153 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %155 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %155 on pp_comm
    ovl.send %154 to pp = 1 {ovl.stream = #ovl<stream pp_comm>} : tensor<4x8xf32>
    %156 = ovl.recv from pp = 1 {ovl.stream = #ovl<stream pp_comm>} : tensor<4x8xf32>
    %157 = ovl.event_record on pp_comm : !ovl.event
    ovl.event_wait %157 on compute
    %158 = ovl.add %154, %156 {ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %159 = ovl.sum_squares %116, %122, %128, %137, %140, %146 {ovl.stream = #ovl<stream compute>} : tensor<16x8xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<4x8xf32>, tensor<12xf32>, tensor<8x12xf32> -> tensor<f32>
    %160 = ovl.sum_squares %158 {ovl.stream = #ovl<stream compute>} : tensor<4x8xf32> -> tensor<f32>
    %161 = ovl.add %159, %160 {ovl.stream = #ovl<stream compute>} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %162 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %162 on tp_comm
    %163 = ovl.all_reduce_start sum %161 over [tp] {ovl.stream = #ovl<stream tp_comm>} : tensor<f32> -> !ovl.inflight<tensor<f32>>
    %164 = ovl.event_record on tp_comm : !ovl.event
    %165 = ovl.sum_squares %104, %130, %131, %134, %148, %149 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32> -> tensor<f32>
    %166 = ovl.sum_squares %152 {ovl.stream = #ovl<stream compute>} : tensor<4x8xf32> -> tensor<f32>
    %167 = ovl.add %165, %166 {ovl.stream = #ovl<stream compute>} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    ovl.event_wait %164 on compute
    %168 = ovl.wait %163 {ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<f32>> -> tensor<f32>
    %169 = ovl.add %168, %167 {ovl.stream = #ovl<stream compute>} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %170 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %170 on tp_comm
    %171 = ovl.all_reduce_start sum %169 over [pp] {ovl.stream = #ovl<stream tp_comm>} : tensor<f32> -> !ovl.inflight<tensor<f32>>
    %172 = ovl.event_record on tp_comm : !ovl.event
    ovl.event_wait %172 on compute
    %173 = ovl.wait %171 {ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<f32>> -> tensor<f32>
    %174 = ovl.clip_by_global_norm %158, %173 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<4x8xf32>, tensor<f32>
    %175 = ovl.clip_by_global_norm %152, %173 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<4x8xf32>, tensor<f32>
    %176 = ovl.clip_by_global_norm %148, %173 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %177 = ovl.clip_by_global_norm %149, %173 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %178 = ovl.clip_by_global_norm %146, %173 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8x12xf32>, tensor<f32>
    %179 = ovl.clip_by_global_norm %140, %173 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<12xf32>, tensor<f32>
    %180 = ovl.clip_by_global_norm %137, %173 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<4x8xf32>, tensor<f32>
    %181 = ovl.clip_by_global_norm %134, %173 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %182 = ovl.clip_by_global_norm %130, %173 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %183 = ovl.clip_by_global_norm %131, %173 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %184 = ovl.clip_by_global_norm %128, %173 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8x16xf32>, tensor<f32>
    %185 = ovl.clip_by_global_norm %122, %173 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<16xf32>, tensor<f32>
    %186 = ovl.clip_by_global_norm %116, %173 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<16x8xf32>, tensor<f32>
    %187 = ovl.clip_by_global_norm %104, %173 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %new_param, %new_exp_avg, %new_exp_avg_sq = ovl.adamw_update %arg0, %174, %arg14, %arg28 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<4x8xf32>
    %new_param_52, %new_exp_avg_53, %new_exp_avg_sq_54 = ovl.adamw_update %arg1, %175, %arg15, %arg29 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<4x8xf32>
    %new_param_55, %new_exp_avg_56, %new_exp_avg_sq_57 = ovl.adamw_update %arg2, %176, %arg16, %arg30 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_58, %new_exp_avg_59, %new_exp_avg_sq_60 = ovl.adamw_update %arg3, %177, %arg17, %arg31 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_61, %new_exp_avg_62, %new_exp_avg_sq_63 = ovl.adamw_update %arg4, %178, %arg18, %arg32 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<8x12xf32>
    %new_param_64, %new_exp_avg_65, %new_exp_avg_sq_66 = ovl.adamw_update %arg5, %179, %arg19, %arg33 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<12xf32>
    %new_param_67, %new_exp_avg_68, %new_exp_avg_sq_69 = ovl.adamw_update %arg6, %180, %arg20, %arg34 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<4x8xf32>
    %new_param_70, %new_exp_avg_71, %new_exp_avg_sq_72 = ovl.adamw_update %arg7, %181, %arg21, %arg35 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_73, %new_exp_avg_74, %new_exp_avg_sq_75 = ovl.adamw_update %arg8, %182, %arg22, %arg36 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_76, %new_exp_avg_77, %new_exp_avg_sq_78 = ovl.adamw_update %arg9, %183, %arg23, %arg37 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_79, %new_exp_avg_80, %new_exp_avg_sq_81 = ovl.adamw_update %arg10, %184, %arg24, %arg38 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<8x16xf32>
    %new_param_82, %new_exp_avg_83, %new_exp_avg_sq_84 = ovl.adamw_update %arg11, %185, %arg25, %arg39 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<16xf32>
    %new_param_85, %new_exp_avg_86, %new_exp_avg_sq_87 = ovl.adamw_update %arg12, %186, %arg26, %arg40 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<16x8xf32>
    %new_param_88, %new_exp_avg_89, %new_exp_avg_sq_90 = ovl.adamw_update %arg13, %187, %arg27, %arg41 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    return %new_param, %new_param_52, %new_param_55, %new_param_58, %new_param_61, %new_param_64, %new_param_67, %new_param_70, %new_param_73, %new_param_76, %new_param_79, %new_param_82, %new_param_85, %new_param_88, %new_exp_avg, %new_exp_avg_53, %new_exp_avg_56, %new_exp_avg_59, %new_exp_avg_62, %new_exp_avg_65, %new_exp_avg_68, %new_exp_avg_71, %new_exp_avg_74, %new_exp_avg_77, %new_exp_avg_80, %new_exp_avg_83, %new_exp_avg_86, %new_exp_avg_89, %new_exp_avg_sq, %new_exp_avg_sq_54, %new_exp_avg_sq_57, %new_exp_avg_sq_60, %new_exp_avg_sq_63, %new_exp_avg_sq_66, %new_exp_avg_sq_69, %new_exp_avg_sq_72, %new_exp_avg_sq_75, %new_exp_avg_sq_78, %new_exp_avg_sq_81, %new_exp_avg_sq_84, %new_exp_avg_sq_87, %new_exp_avg_sq_90 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>
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
    %result_1, %mean_2, %rstd_3 = ovl.layer_norm %0, %arg0, %arg1 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %11 = ovl.linear column %result_1, %arg2, %arg3 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<12xf32>) -> tensor<1x4x12xf32>
    ovl.event_wait %6 on compute
    %12 = ovl.wait %5 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %13 = ovl.add %12, %arg5 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %14 = ovl.add %0, %13 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %result_4, %mean_5, %rstd_6 = ovl.layer_norm %14, %arg6, %arg7 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %15 = ovl.linear column %result_4, %arg8, %arg9 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<16xf32>) -> tensor<1x4x16xf32>
    %16 = ovl.gelu %15 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32>
    %17 = ovl.linear row %16, %arg10 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>, tensor<16x8xf32>) -> tensor<1x4x8xf32>
    %18 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %18 on tp_comm
    %19 = ovl.all_reduce_start sum %17 over [tp] {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %20 = ovl.event_record on tp_comm : !ovl.event
    %result_7, %logsumexp_8 = ovl.attention %11 heads 1 causal {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>) -> (tensor<1x4x4xf32>, tensor<1x1x4xf32>)
    %21 = ovl.linear row %result_7, %arg4 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %collapsed = tensor.collapse_shape %result_7 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x4xf32> into tensor<4x4xf32>
    %collapsed_9 = tensor.collapse_shape %result_1 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    ovl.event_wait %20 on compute
    %22 = ovl.wait %19 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %23 = ovl.add %22, %arg11 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %24 = ovl.add %14, %23 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %result_10, %mean_11, %rstd_12 = ovl.layer_norm %24, %arg12, %arg13 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %25 = ovl.linear column %result_10, %arg14 transpose_weight {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x4xf32>
    %26 = ovl.cross_entropy_max %25 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>) -> tensor<1x4xf32>
    %27 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %27 on tp_comm
    %28 = ovl.all_reduce_start max %26 over [tp] {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4xf32> -> !ovl.inflight<tensor<1x4xf32>>
    %29 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_13 = tensor.collapse_shape %result_10 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    ovl.event_wait %29 on compute
    %30 = ovl.wait %28 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4xf32>> -> tensor<1x4xf32>
    ovl.event_wait %8 on compute
    %31 = ovl.cross_entropy_stats %25, %30, %7 vocab_parallel over [tp] {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4xi32>) -> tensor<1x4x2xf32>
    %32 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %32 on tp_comm
    %33 = ovl.all_reduce_start sum %31 over [tp] {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x2xf32> -> !ovl.inflight<tensor<1x4x2xf32>>
    %34 = ovl.event_record on tp_comm : !ovl.event
    ovl.event_wait %34 on compute
    %35 = ovl.wait %33 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x2xf32>> -> tensor<1x4x2xf32>
    %36 = ovl.cross_entropy_loss %35 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x2xf32>) -> tensor<f32>
    ovl.log_loss %36 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : tensor<f32>
    %37 = ovl.recv from pp = 0 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream pp_comm>} : tensor<1x4x8xf32>
    %38 = ovl.event_record on pp_comm : !ovl.event
    %39 = ovl.cross_entropy_grad %25, %30, %35, %7 vocab_parallel over [tp] scale 1.250000e-01 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32>) -> tensor<1x4x4xf32>
    %40 = ovl.matmul %39, %arg14 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %41 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %41 on tp_comm
    %42 = ovl.all_reduce_start sum %40 over [tp] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %43 = ovl.event_record on tp_comm : !ovl.event
    %44 = ovl.all_reduce_start sum %21 over [tp] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %45 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_14 = tensor.collapse_shape %39 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x4xf32> into tensor<4x4xf32>
    %46 = ovl.matmul %collapsed_14, %collapsed_13 transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    ovl.event_wait %38 on compute
    %result_15, %mean_16, %rstd_17 = ovl.layer_norm %37, %arg0, %arg1 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %47 = ovl.linear column %result_15, %arg2, %arg3 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<12xf32>) -> tensor<1x4x12xf32>
    ovl.event_wait %43 on compute
    %48 = ovl.wait %42 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %input_grad, %gamma_grad, %beta_grad = ovl.layer_norm_grad %24, %arg12, %mean_11, %rstd_12, %48 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %49 = ovl.bias_grad %input_grad {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<8xf32>
    ovl.event_wait %45 on compute
    %50 = ovl.wait %44 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %51 = ovl.add %50, %arg5 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %52 = ovl.add %0, %51 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %result_18, %mean_19, %rstd_20 = ovl.layer_norm %52, %arg6, %arg7 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %53 = ovl.linear column %result_18, %arg8, %arg9 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<16xf32>) -> tensor<1x4x16xf32>
    %54 = ovl.gelu %53 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32>
    %55 = ovl.linear row %54, %arg10 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>, tensor<16x8xf32>) -> tensor<1x4x8xf32>
    %56 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %56 on tp_comm
    %57 = ovl.all_reduce_start sum %55 over [tp] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %58 = ovl.event_record on tp_comm : !ovl.event
    %59 = ovl.matmul %input_grad, %arg10 transpose_b {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<16x8xf32>) -> tensor<1x4x16xf32>
    %collapsed_21 = tensor.collapse_shape %54 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32> into tensor<4x16xf32>
    %collapsed_22 = tensor.collapse_shape %input_grad [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %60 = ovl.matmul %collapsed_21, %collapsed_22 transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x16xf32>, tensor<4x8xf32>) -> tensor<16x8xf32>
    %61 = ovl.gelu_grad %53, %59 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32>
    ovl.event_wait %58 on compute
    %62 = ovl.wait %57 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %63 = ovl.add %62, %arg11 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %64 = ovl.add %52, %63 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %65 = ovl.bias_grad %61 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>) -> tensor<16xf32>
    %66 = ovl.matmul %61, %arg8 transpose_b {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>, tensor<8x16xf32>) -> tensor<1x4x8xf32>
    %67 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %67 on tp_comm
    %68 = ovl.all_reduce_start sum %66 over [tp] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %69 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_23 = tensor.collapse_shape %result_18 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %collapsed_24 = tensor.collapse_shape %61 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32> into tensor<4x16xf32>
    %70 = ovl.matmul %collapsed_23, %collapsed_24 transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x16xf32>) -> tensor<8x16xf32>
    %result_25, %logsumexp_26 = ovl.attention %47 heads 1 causal {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>) -> (tensor<1x4x4xf32>, tensor<1x1x4xf32>)
    %71 = ovl.linear row %result_25, %arg4 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
    ovl.event_wait %69 on compute
    %72 = ovl.wait %68 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %input_grad_27, %gamma_grad_28, %beta_grad_29 = ovl.layer_norm_grad %52, %arg6, %mean_19, %rstd_20, %72 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %73 = ovl.add %input_grad, %input_grad_27 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %74 = ovl.bias_grad %73 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<8xf32>
    %75 = ovl.matmul %73, %arg4 transpose_b {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x4xf32>
    %collapsed_30 = tensor.collapse_shape %73 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %76 = ovl.matmul %collapsed, %collapsed_30 transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %77 = ovl.attention_grad %11, %result_7, %logsumexp_8, %75 heads 1 causal {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x12xf32>
    %78 = ovl.bias_grad %77 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>) -> tensor<12xf32>
    %79 = ovl.matmul %77, %arg2 transpose_b {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>, tensor<8x12xf32>) -> tensor<1x4x8xf32>
    %80 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %80 on tp_comm
    %81 = ovl.all_reduce_start sum %79 over [tp] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %82 = ovl.event_record on tp_comm : !ovl.event
    %83 = ovl.all_reduce_start sum %71 over [tp] {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %84 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_31 = tensor.collapse_shape %77 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x12xf32> into tensor<4x12xf32>
    %85 = ovl.matmul %collapsed_9, %collapsed_31 transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x12xf32>) -> tensor<8x12xf32>
    %result_32, %mean_33, %rstd_34 = ovl.layer_norm %37, %arg0, %arg1 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    ovl.event_wait %82 on compute
    %86 = ovl.wait %81 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %input_grad_35, %gamma_grad_36, %beta_grad_37 = ovl.layer_norm_grad %0, %arg0, %mean_2, %rstd_3, %86 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %87 = ovl.add %73, %input_grad_35 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %88 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %88 on pp_comm
    ovl.send %87 to pp = 0 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream pp_comm>} : tensor<1x4x8xf32>
    ovl.event_wait %84 on compute
    %89 = ovl.wait %83 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %90 = ovl.add %89, %arg5 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %91 = ovl.add %37, %90 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %result_38, %mean_39, %rstd_40 = ovl.layer_norm %91, %arg6, %arg7 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %92 = ovl.linear column %result_38, %arg8, %arg9 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<16xf32>) -> tensor<1x4x16xf32>
    %93 = ovl.gelu %92 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32>
    %94 = ovl.linear row %93, %arg10 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>, tensor<16x8xf32>) -> tensor<1x4x8xf32>
    %95 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %95 on tp_comm
    %96 = ovl.all_reduce_start sum %94 over [tp] {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %97 = ovl.event_record on tp_comm : !ovl.event
    %98 = ovl.linear column %result_32, %arg2, %arg3 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<12xf32>) -> tensor<1x4x12xf32>
    %result_41, %logsumexp_42 = ovl.attention %98 heads 1 causal {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>) -> (tensor<1x4x4xf32>, tensor<1x1x4xf32>)
    ovl.event_wait %97 on compute
    %99 = ovl.wait %96 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %100 = ovl.add %99, %arg11 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %101 = ovl.add %91, %100 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %result_43, %mean_44, %rstd_45 = ovl.layer_norm %101, %arg12, %arg13 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %102 = ovl.linear column %result_43, %arg14 transpose_weight {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x4xf32>
    %103 = ovl.cross_entropy_max %102 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>) -> tensor<1x4xf32>
    %104 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %104 on tp_comm
    %105 = ovl.all_reduce_start max %103 over [tp] {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4xf32> -> !ovl.inflight<tensor<1x4xf32>>
    %106 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_46 = tensor.collapse_shape %result_43 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %107 = ovl.linear row %result_41, %arg4 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %collapsed_47 = tensor.collapse_shape %result_41 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x4xf32> into tensor<4x4xf32>
    %collapsed_48 = tensor.collapse_shape %result_32 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    ovl.event_wait %106 on compute
    %108 = ovl.wait %105 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4xf32>> -> tensor<1x4xf32>
    ovl.event_wait %10 on compute
    %109 = ovl.cross_entropy_stats %102, %108, %9 vocab_parallel over [tp] {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4xi32>) -> tensor<1x4x2xf32>
    %110 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %110 on tp_comm
    %111 = ovl.all_reduce_start sum %109 over [tp] {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x2xf32> -> !ovl.inflight<tensor<1x4x2xf32>>
    %112 = ovl.event_record on tp_comm : !ovl.event
    ovl.event_wait %112 on compute
    %113 = ovl.wait %111 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x2xf32>> -> tensor<1x4x2xf32>
    %114 = ovl.cross_entropy_loss %113 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x2xf32>) -> tensor<f32>
    ovl.log_loss %114 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : tensor<f32>
    %115 = ovl.cross_entropy_grad %102, %108, %113, %9 vocab_parallel over [tp] scale 1.250000e-01 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32>) -> tensor<1x4x4xf32>
    %116 = ovl.matmul %115, %arg14 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %117 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %117 on tp_comm
    %118 = ovl.all_reduce_start sum %116 over [tp] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %119 = ovl.event_record on tp_comm : !ovl.event
    %120 = ovl.all_reduce_start sum %107 over [tp] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %121 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_49 = tensor.collapse_shape %115 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x4xf32> into tensor<4x4xf32>
    %122 = ovl.matmul %collapsed_49, %collapsed_46 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %123 = ovl.add %46, %122 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    ovl.event_wait %119 on compute
    %124 = ovl.wait %118 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %input_grad_50, %gamma_grad_51, %beta_grad_52 = ovl.layer_norm_grad %101, %arg12, %mean_44, %rstd_45, %124 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %125 = ovl.add %gamma_grad, %gamma_grad_51 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %126 = ovl.add %beta_grad, %beta_grad_52 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    ovl.event_wait %121 on compute
    %127 = ovl.wait %120 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %128 = ovl.add %127, %arg5 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %129 = ovl.add %37, %128 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %result_53, %mean_54, %rstd_55 = ovl.layer_norm %129, %arg6, %arg7 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %130 = ovl.linear column %result_53, %arg8, %arg9 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<16xf32>) -> tensor<1x4x16xf32>
    %131 = ovl.gelu %130 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32>
    %132 = ovl.linear row %131, %arg10 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>, tensor<16x8xf32>) -> tensor<1x4x8xf32>
    %133 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %133 on tp_comm
    %134 = ovl.all_reduce_start sum %132 over [tp] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %135 = ovl.event_record on tp_comm : !ovl.event
    %136 = ovl.bias_grad %input_grad_50 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<8xf32>
    %137 = ovl.add %49, %136 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %138 = ovl.matmul %input_grad_50, %arg10 transpose_b {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<16x8xf32>) -> tensor<1x4x16xf32>
    ovl.event_wait %135 on compute
    %139 = ovl.wait %134 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %140 = ovl.add %139, %arg11 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %141 = ovl.add %129, %140 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %collapsed_56 = tensor.collapse_shape %131 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32> into tensor<4x16xf32>
    %collapsed_57 = tensor.collapse_shape %input_grad_50 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %142 = ovl.matmul %collapsed_56, %collapsed_57 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x16xf32>, tensor<4x8xf32>) -> tensor<16x8xf32>
    %143 = ovl.add %60, %142 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %144 = ovl.gelu_grad %130, %138 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32>
    %145 = ovl.bias_grad %144 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>) -> tensor<16xf32>
    %146 = ovl.add %65, %145 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %147 = ovl.matmul %144, %arg8 transpose_b {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>, tensor<8x16xf32>) -> tensor<1x4x8xf32>
    %148 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %148 on tp_comm
    %149 = ovl.all_reduce_start sum %147 over [tp] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %150 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_58 = tensor.collapse_shape %result_53 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %collapsed_59 = tensor.collapse_shape %144 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32> into tensor<4x16xf32>
    %151 = ovl.matmul %collapsed_58, %collapsed_59 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x16xf32>) -> tensor<8x16xf32>
    %152 = ovl.add %70, %151 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    ovl.event_wait %150 on compute
    %153 = ovl.wait %149 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %input_grad_60, %gamma_grad_61, %beta_grad_62 = ovl.layer_norm_grad %129, %arg6, %mean_54, %rstd_55, %153 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %154 = ovl.add %gamma_grad_28, %gamma_grad_61 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %155 = ovl.add %beta_grad_29, %beta_grad_62 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %156 = ovl.add %input_grad_50, %input_grad_60 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %157 = ovl.bias_grad %156 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<8xf32>
    %158 = ovl.add %74, %157 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %159 = ovl.matmul %156, %arg4 transpose_b {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x4xf32>
    %collapsed_63 = tensor.collapse_shape %156 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %160 = ovl.matmul %collapsed_47, %collapsed_63 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %161 = ovl.add %76, %160 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %162 = ovl.attention_grad %98, %result_41, %logsumexp_42, %159 heads 1 causal {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x12xf32>
    %163 = ovl.bias_grad %162 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>) -> tensor<12xf32>
    %164 = ovl.add %78, %163 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %165 = ovl.matmul %162, %arg2 transpose_b {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>, tensor<8x12xf32>) -> tensor<1x4x8xf32>
    %166 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %166 on tp_comm
    %167 = ovl.all_reduce_start sum %165 over [tp] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %168 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_64 = tensor.collapse_shape %162 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x12xf32> into tensor<4x12xf32>
    %169 = ovl.matmul %collapsed_48, %collapsed_64 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x12xf32>) -> tensor<8x12xf32>
    %170 = ovl.add %85, %169 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8x12xf32>, tensor<8x12xf32>) -> tensor<8x12xf32>
    ovl.event_wait %168 on compute
    %171 = ovl.wait %167 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %input_grad_65, %gamma_grad_66, %beta_grad_67 = ovl.layer_norm_grad %37, %arg0, %mean_33, %rstd_34, %171 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %172 = ovl.add %gamma_grad_36, %gamma_grad_66 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %173 = ovl.add %beta_grad_37, %beta_grad_67 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %174 = ovl.add %156, %input_grad_65 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %175 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %175 on pp_comm
    ovl.send %174 to pp = 0 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream pp_comm>} : tensor<1x4x8xf32>
    %176 = ovl.recv from pp = 0 {ovl.stream = #ovl<stream pp_comm>} : tensor<4x8xf32>
    %177 = ovl.event_record on pp_comm : !ovl.event
    ovl.event_wait %177 on compute
    ovl.send %123 to pp = 0 {ovl.stream = #ovl<stream pp_comm>} : tensor<4x8xf32>
    %178 = ovl.add %176, %123 {ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %179 = ovl.sum_squares %143, %146, %152, %161, %164, %170 {ovl.stream = #ovl<stream compute>} : tensor<16x8xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<4x8xf32>, tensor<12xf32>, tensor<8x12xf32> -> tensor<f32>
    %180 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %180 on tp_comm
    %181 = ovl.all_reduce_start sum %179 over [tp] {ovl.stream = #ovl<stream tp_comm>} : tensor<f32> -> !ovl.inflight<tensor<f32>>
    %182 = ovl.event_record on tp_comm : !ovl.event
    %183 = ovl.sum_squares %125, %126, %137, %154, %155, %158 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32> -> tensor<f32>
    %184 = ovl.sum_squares %172, %173 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<8xf32> -> tensor<f32>
    %185 = ovl.add %183, %184 {ovl.stream = #ovl<stream compute>} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    ovl.event_wait %182 on compute
    %186 = ovl.wait %181 {ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<f32>> -> tensor<f32>
    %187 = ovl.add %186, %185 {ovl.stream = #ovl<stream compute>} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %188 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %188 on tp_comm
    %189 = ovl.all_reduce_start sum %187 over [pp] {ovl.stream = #ovl<stream tp_comm>} : tensor<f32> -> !ovl.inflight<tensor<f32>>
    %190 = ovl.event_record on tp_comm : !ovl.event
    ovl.event_wait %190 on compute
    %191 = ovl.wait %189 {ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<f32>> -> tensor<f32>
    %192 = ovl.clip_by_global_norm %172, %191 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %193 = ovl.clip_by_global_norm %173, %191 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %194 = ovl.clip_by_global_norm %170, %191 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8x12xf32>, tensor<f32>
    %195 = ovl.clip_by_global_norm %164, %191 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<12xf32>, tensor<f32>
    %196 = ovl.clip_by_global_norm %161, %191 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<4x8xf32>, tensor<f32>
    %197 = ovl.clip_by_global_norm %158, %191 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %198 = ovl.clip_by_global_norm %154, %191 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %199 = ovl.clip_by_global_norm %155, %191 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %200 = ovl.clip_by_global_norm %152, %191 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8x16xf32>, tensor<f32>
    %201 = ovl.clip_by_global_norm %146, %191 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<16xf32>, tensor<f32>
    %202 = ovl.clip_by_global_norm %143, %191 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<16x8xf32>, tensor<f32>
    %203 = ovl.clip_by_global_norm %137, %191 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %204 = ovl.clip_by_global_norm %125, %191 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %205 = ovl.clip_by_global_norm %126, %191 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %206 = ovl.clip_by_global_norm %178, %191 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<4x8xf32>, tensor<f32>
    %new_param, %new_exp_avg, %new_exp_avg_sq = ovl.adamw_update %arg0, %192, %arg15, %arg30 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_68, %new_exp_avg_69, %new_exp_avg_sq_70 = ovl.adamw_update %arg1, %193, %arg16, %arg31 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_71, %new_exp_avg_72, %new_exp_avg_sq_73 = ovl.adamw_update %arg2, %194, %arg17, %arg32 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<8x12xf32>
    %new_param_74, %new_exp_avg_75, %new_exp_avg_sq_76 = ovl.adamw_update %arg3, %195, %arg18, %arg33 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<12xf32>
    %new_param_77, %new_exp_avg_78, %new_exp_avg_sq_79 = ovl.adamw_update %arg4, %196, %arg19, %arg34 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<4x8xf32>
    %new_param_80, %new_exp_avg_81, %new_exp_avg_sq_82 = ovl.adamw_update %arg5, %197, %arg20, %arg35 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_83, %new_exp_avg_84, %new_exp_avg_sq_85 = ovl.adamw_update %arg6, %198, %arg21, %arg36 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_86, %new_exp_avg_87, %new_exp_avg_sq_88 = ovl.adamw_update %arg7, %199, %arg22, %arg37 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_89, %new_exp_avg_90, %new_exp_avg_sq_91 = ovl.adamw_update %arg8, %200, %arg23, %arg38 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<8x16xf32>
    %new_param_92, %new_exp_avg_93, %new_exp_avg_sq_94 = ovl.adamw_update %arg9, %201, %arg24, %arg39 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<16xf32>
    %new_param_95, %new_exp_avg_96, %new_exp_avg_sq_97 = ovl.adamw_update %arg10, %202, %arg25, %arg40 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<16x8xf32>
    %new_param_98, %new_exp_avg_99, %new_exp_avg_sq_100 = ovl.adamw_update %arg11, %203, %arg26, %arg41 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_101, %new_exp_avg_102, %new_exp_avg_sq_103 = ovl.adamw_update %arg12, %204, %arg27, %arg42 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_104, %new_exp_avg_105, %new_exp_avg_sq_106 = ovl.adamw_update %arg13, %205, %arg28, %arg43 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_107, %new_exp_avg_108, %new_exp_avg_sq_109 = ovl.adamw_update %arg14, %206, %arg29, %arg44 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<4x8xf32>
    return %new_param, %new_param_68, %new_param_71, %new_param_74, %new_param_77, %new_param_80, %new_param_83, %new_param_86, %new_param_89, %new_param_92, %new_param_95, %new_param_98, %new_param_101, %new_param_104, %new_param_107, %new_exp_avg, %new_exp_avg_69, %new_exp_avg_72, %new_exp_avg_75, %new_exp_avg_78, %new_exp_avg_81, %new_exp_avg_84, %new_exp_avg_87, %new_exp_avg_90, %new_exp_avg_93, %new_exp_avg_96, %new_exp_avg_99, %new_exp_avg_102, %new_exp_avg_105, %new_exp_avg_108, %new_exp_avg_sq, %new_exp_avg_sq_70, %new_exp_avg_sq_73, %new_exp_avg_sq_76, %new_exp_avg_sq_79, %new_exp_avg_sq_82, %new_exp_avg_sq_85, %new_exp_avg_sq_88, %new_exp_avg_sq_91, %new_exp_avg_sq_94, %new_exp_avg_sq_97, %new_exp_avg_sq_100, %new_exp_avg_sq_103, %new_exp_avg_sq_106, %new_exp_avg_sq_109 : tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>
  }
}

