module {
  ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 1 : data, tp = 2 : tensor]
  ovl.pipeline @pipeline over pp stages [@stage0, @stage1] microbatches 2 {ovl.schedule = "1f1b"}
  func.func @stage0(%arg0: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight", global [8, 8], shard 0 over tp, init normal(2.000000e-02)>}, %arg1: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.position_embeddings.weight", global [4, 8], init normal(2.000000e-02)>}, %arg2: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.weight", global [8], init ones>}, %arg3: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.bias", global [8], init zeros>}, %arg4: tensor<8x12xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.weight", global [8, 24], shard 1 over tp, init normal(2.000000e-02)>}, %arg5: tensor<12xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.bias", global [24], shard 0 over tp, init zeros>}, %arg6: tensor<4x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.weight", global [8, 8], shard 0 over tp, init normal(1.000000e-02)>}, %arg7: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.bias", global [8], init zeros>}, %arg8: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.weight", global [8], init ones>}, %arg9: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.bias", global [8], init zeros>}, %arg10: tensor<8x16xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.weight", global [8, 32], shard 1 over tp, init normal(2.000000e-02)>}, %arg11: tensor<16xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.bias", global [32], shard 0 over tp, init zeros>}, %arg12: tensor<16x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.weight", global [32, 8], shard 0 over tp, init normal(1.000000e-02)>}, %arg13: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.bias", global [8], init zeros>}, %arg14: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight.exp_avg", global [8, 8], shard 0 over tp, init zeros>}, %arg15: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.position_embeddings.weight.exp_avg", global [4, 8], init zeros>}, %arg16: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.weight.exp_avg", global [8], init zeros>}, %arg17: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.bias.exp_avg", global [8], init zeros>}, %arg18: tensor<8x12xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.weight.exp_avg", global [8, 24], shard 1 over tp, init zeros>}, %arg19: tensor<12xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.bias.exp_avg", global [24], shard 0 over tp, init zeros>}, %arg20: tensor<4x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.weight.exp_avg", global [8, 8], shard 0 over tp, init zeros>}, %arg21: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.bias.exp_avg", global [8], init zeros>}, %arg22: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.weight.exp_avg", global [8], init zeros>}, %arg23: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.bias.exp_avg", global [8], init zeros>}, %arg24: tensor<8x16xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.weight.exp_avg", global [8, 32], shard 1 over tp, init zeros>}, %arg25: tensor<16xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.bias.exp_avg", global [32], shard 0 over tp, init zeros>}, %arg26: tensor<16x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.weight.exp_avg", global [32, 8], shard 0 over tp, init zeros>}, %arg27: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.bias.exp_avg", global [8], init zeros>}, %arg28: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight.exp_avg_sq", global [8, 8], shard 0 over tp, init zeros>}, %arg29: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.position_embeddings.weight.exp_avg_sq", global [4, 8], init zeros>}, %arg30: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.weight.exp_avg_sq", global [8], init zeros>}, %arg31: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.input_layernorm.bias.exp_avg_sq", global [8], init zeros>}, %arg32: tensor<8x12xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.weight.exp_avg_sq", global [8, 24], shard 1 over tp, init zeros>}, %arg33: tensor<12xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_qkv.bias.exp_avg_sq", global [24], shard 0 over tp, init zeros>}, %arg34: tensor<4x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.weight.exp_avg_sq", global [8, 8], shard 0 over tp, init zeros>}, %arg35: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.self_attention.linear_proj.bias.exp_avg_sq", global [8], init zeros>}, %arg36: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.weight.exp_avg_sq", global [8], init zeros>}, %arg37: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.pre_mlp_layernorm.bias.exp_avg_sq", global [8], init zeros>}, %arg38: tensor<8x16xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.weight.exp_avg_sq", global [8, 32], shard 1 over tp, init zeros>}, %arg39: tensor<16xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc1.bias.exp_avg_sq", global [32], shard 0 over tp, init zeros>}, %arg40: tensor<16x8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.weight.exp_avg_sq", global [32, 8], shard 0 over tp, init zeros>}, %arg41: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.0.mlp.linear_fc2.bias.exp_avg_sq", global [8], init zeros>}) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>) attributes {ovl.flat, ovl.stage = 0 : i64} {
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
    %collapsed = tensor.collapse_shape %29 [[0, 1], [2]] {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %30 = ovl.local_shard %collapsed over [tp] {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : tensor<4x8xf32> -> tensor<2x8xf32>
    ovl.event_wait %26 on compute
    %31 = ovl.wait %25 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %32 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %32 on pp_comm
    ovl.send %30 to pp = 1 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream pp_comm>} : tensor<2x8xf32>
    %33 = ovl.add %31, %arg1 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %result_4, %mean_5, %rstd_6 = ovl.layer_norm %33, %arg2, %arg3 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %34 = ovl.linear column %result_4, %arg4, %arg5 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<12xf32>) -> tensor<1x4x12xf32>
    %result_7, %logsumexp_8 = ovl.attention %34 heads 1 causal {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>) -> (tensor<1x4x4xf32>, tensor<1x1x4xf32>)
    %35 = ovl.linear row %result_7, %arg6 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %36 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %36 on tp_comm
    %37 = ovl.all_reduce_start sum %35 over [tp] {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %38 = ovl.event_record on tp_comm : !ovl.event
    ovl.event_wait %38 on compute
    %39 = ovl.wait %37 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %40 = ovl.add %39, %arg7 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %41 = ovl.add %33, %40 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %result_9, %mean_10, %rstd_11 = ovl.layer_norm %41, %arg8, %arg9 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %42 = ovl.linear column %result_9, %arg10, %arg11 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<16xf32>) -> tensor<1x4x16xf32>
    %43 = ovl.gelu %42 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32>
    %44 = ovl.linear row %43, %arg12 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>, tensor<16x8xf32>) -> tensor<1x4x8xf32>
    %45 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %45 on tp_comm
    %46 = ovl.all_reduce_start sum %44 over [tp] {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %47 = ovl.event_record on tp_comm : !ovl.event
    ovl.event_wait %47 on compute
    %48 = ovl.wait %46 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %49 = ovl.add %48, %arg13 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %50 = ovl.add %41, %49 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %collapsed_12 = tensor.collapse_shape %50 [[0, 1], [2]] {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %51 = ovl.local_shard %collapsed_12 over [tp] {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : tensor<4x8xf32> -> tensor<2x8xf32>
    %52 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %52 on pp_comm
    ovl.send %51 to pp = 1 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream pp_comm>} : tensor<2x8xf32>
    %53 = ovl.recv from pp = 1 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream pp_comm>} : tensor<2x8xf32>
    %54 = ovl.event_record on pp_comm : !ovl.event
    %55 = ovl.event_record on pp_comm : !ovl.event
    ovl.event_wait %55 on compute
    ovl.event_wait %54 on tp_comm
    %56 = ovl.all_gather_start %53 over [tp] dim 0 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<2x8xf32> -> !ovl.inflight<tensor<4x8xf32>>
    %57 = ovl.event_record on tp_comm : !ovl.event
    %result_13, %mean_14, %rstd_15 = ovl.layer_norm %10, %arg2, %arg3 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %58 = ovl.linear column %result_13, %arg4, %arg5 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<12xf32>) -> tensor<1x4x12xf32>
    ovl.event_wait %57 on compute
    %59 = ovl.wait %56 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<4x8xf32>> -> tensor<4x8xf32>
    %expanded = tensor.expand_shape %59 [[0, 1], [2]] output_shape [1, 4, 8] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<4x8xf32> into tensor<1x4x8xf32>
    %result_16, %logsumexp_17 = ovl.attention %58 heads 1 causal {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>) -> (tensor<1x4x4xf32>, tensor<1x1x4xf32>)
    %60 = ovl.linear row %result_16, %arg6 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %61 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %61 on tp_comm
    %62 = ovl.all_reduce_start sum %60 over [tp] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %63 = ovl.event_record on tp_comm : !ovl.event
    %64 = ovl.bias_grad %expanded {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<8xf32>
    %65 = ovl.matmul %expanded, %arg12 transpose_b {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<16x8xf32>) -> tensor<1x4x16xf32>
    %collapsed_18 = tensor.collapse_shape %expanded [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %collapsed_19 = tensor.collapse_shape %result_16 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x4xf32> into tensor<4x4xf32>
    %collapsed_20 = tensor.collapse_shape %result_13 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    ovl.event_wait %63 on compute
    %66 = ovl.wait %62 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %67 = ovl.add %66, %arg7 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %68 = ovl.add %10, %67 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %result_21, %mean_22, %rstd_23 = ovl.layer_norm %68, %arg8, %arg9 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %69 = ovl.linear column %result_21, %arg10, %arg11 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<16xf32>) -> tensor<1x4x16xf32>
    %70 = ovl.gelu %69 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32>
    %71 = ovl.linear row %70, %arg12 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>, tensor<16x8xf32>) -> tensor<1x4x8xf32>
    %72 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %72 on tp_comm
    %73 = ovl.all_reduce_start sum %71 over [tp] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %74 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_24 = tensor.collapse_shape %70 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32> into tensor<4x16xf32>
    %75 = ovl.matmul %collapsed_24, %collapsed_18 transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x16xf32>, tensor<4x8xf32>) -> tensor<16x8xf32>
    %76 = ovl.gelu_grad %69, %65 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32>
    %77 = ovl.bias_grad %76 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>) -> tensor<16xf32>
    ovl.event_wait %74 on compute
    %78 = ovl.wait %73 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %79 = ovl.add %78, %arg13 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %80 = ovl.add %68, %79 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %81 = ovl.matmul %76, %arg10 transpose_b {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>, tensor<8x16xf32>) -> tensor<1x4x8xf32>
    %82 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %82 on tp_comm
    %83 = ovl.all_reduce_start sum %81 over [tp] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %84 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_25 = tensor.collapse_shape %result_21 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %collapsed_26 = tensor.collapse_shape %76 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32> into tensor<4x16xf32>
    %85 = ovl.matmul %collapsed_25, %collapsed_26 transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x16xf32>) -> tensor<8x16xf32>
    ovl.event_wait %84 on compute
    %86 = ovl.wait %83 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %input_grad, %gamma_grad, %beta_grad = ovl.layer_norm_grad %68, %arg8, %mean_22, %rstd_23, %86 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %87 = ovl.add %expanded, %input_grad {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %88 = ovl.bias_grad %87 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<8xf32>
    %89 = ovl.matmul %87, %arg6 transpose_b {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x4xf32>
    %collapsed_27 = tensor.collapse_shape %87 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %90 = ovl.matmul %collapsed_19, %collapsed_27 transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %91 = ovl.attention_grad %58, %result_16, %logsumexp_17, %89 heads 1 causal {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x12xf32>
    %92 = ovl.bias_grad %91 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>) -> tensor<12xf32>
    %93 = ovl.matmul %91, %arg4 transpose_b {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>, tensor<8x12xf32>) -> tensor<1x4x8xf32>
    %94 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %94 on tp_comm
    %95 = ovl.all_reduce_start sum %93 over [tp] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %96 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_28 = tensor.collapse_shape %91 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x12xf32> into tensor<4x12xf32>
    %97 = ovl.matmul %collapsed_20, %collapsed_28 transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x12xf32>) -> tensor<8x12xf32>
    ovl.event_wait %96 on compute
    %98 = ovl.wait %95 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %input_grad_29, %gamma_grad_30, %beta_grad_31 = ovl.layer_norm_grad %10, %arg2, %mean_14, %rstd_15, %98 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %99 = ovl.add %87, %input_grad_29 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %100 = ovl.bias_grad %99 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
    %101 = ovl.embedding_grad %0, %99 vocab_parallel over [tp] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4xi32>, tensor<1x4x8xf32>) -> tensor<4x8xf32>
    %102 = ovl.recv from pp = 1 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream pp_comm>} : tensor<2x8xf32>
    %103 = ovl.event_record on pp_comm : !ovl.event
    %104 = ovl.event_record on pp_comm : !ovl.event
    ovl.event_wait %104 on compute
    ovl.event_wait %103 on tp_comm
    %105 = ovl.all_gather_start %102 over [tp] dim 0 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<2x8xf32> -> !ovl.inflight<tensor<4x8xf32>>
    %106 = ovl.event_record on tp_comm : !ovl.event
    %result_32, %mean_33, %rstd_34 = ovl.layer_norm %33, %arg2, %arg3 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %107 = ovl.linear column %result_32, %arg4, %arg5 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<12xf32>) -> tensor<1x4x12xf32>
    ovl.event_wait %106 on compute
    %108 = ovl.wait %105 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<4x8xf32>> -> tensor<4x8xf32>
    %expanded_35 = tensor.expand_shape %108 [[0, 1], [2]] output_shape [1, 4, 8] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<4x8xf32> into tensor<1x4x8xf32>
    %result_36, %logsumexp_37 = ovl.attention %107 heads 1 causal {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>) -> (tensor<1x4x4xf32>, tensor<1x1x4xf32>)
    %109 = ovl.linear row %result_36, %arg6 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %110 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %110 on tp_comm
    %111 = ovl.all_reduce_start sum %109 over [tp] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %112 = ovl.event_record on tp_comm : !ovl.event
    %113 = ovl.bias_grad %expanded_35 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<8xf32>
    %114 = ovl.add %64, %113 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %115 = ovl.matmul %expanded_35, %arg12 transpose_b {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<16x8xf32>) -> tensor<1x4x16xf32>
    ovl.event_wait %112 on compute
    %116 = ovl.wait %111 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %117 = ovl.add %116, %arg7 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %118 = ovl.add %33, %117 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %result_38, %mean_39, %rstd_40 = ovl.layer_norm %118, %arg8, %arg9 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %119 = ovl.linear column %result_38, %arg10, %arg11 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<16xf32>) -> tensor<1x4x16xf32>
    %120 = ovl.gelu %119 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32>
    %121 = ovl.linear row %120, %arg12 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>, tensor<16x8xf32>) -> tensor<1x4x8xf32>
    %122 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %122 on tp_comm
    %123 = ovl.all_reduce_start sum %121 over [tp] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %124 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_41 = tensor.collapse_shape %120 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32> into tensor<4x16xf32>
    %collapsed_42 = tensor.collapse_shape %expanded_35 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %125 = ovl.matmul %collapsed_41, %collapsed_42 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x16xf32>, tensor<4x8xf32>) -> tensor<16x8xf32>
    %126 = ovl.add %75, %125 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %127 = ovl.gelu_grad %119, %115 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32>
    ovl.event_wait %124 on compute
    %128 = ovl.wait %123 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %129 = ovl.add %128, %arg13 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %130 = ovl.add %118, %129 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %131 = ovl.bias_grad %127 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>) -> tensor<16xf32>
    %132 = ovl.add %77, %131 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %133 = ovl.matmul %127, %arg10 transpose_b {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>, tensor<8x16xf32>) -> tensor<1x4x8xf32>
    %134 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %134 on tp_comm
    %135 = ovl.all_reduce_start sum %133 over [tp] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %136 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_43 = tensor.collapse_shape %result_38 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %collapsed_44 = tensor.collapse_shape %127 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32> into tensor<4x16xf32>
    %137 = ovl.matmul %collapsed_43, %collapsed_44 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x16xf32>) -> tensor<8x16xf32>
    %138 = ovl.add %85, %137 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %collapsed_45 = tensor.collapse_shape %result_36 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x4xf32> into tensor<4x4xf32>
    %collapsed_46 = tensor.collapse_shape %result_32 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    ovl.event_wait %136 on compute
    %139 = ovl.wait %135 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %input_grad_47, %gamma_grad_48, %beta_grad_49 = ovl.layer_norm_grad %118, %arg8, %mean_39, %rstd_40, %139 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %140 = ovl.add %gamma_grad, %gamma_grad_48 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %141 = ovl.add %beta_grad, %beta_grad_49 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %142 = ovl.add %expanded_35, %input_grad_47 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %143 = ovl.bias_grad %142 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<8xf32>
    %144 = ovl.add %88, %143 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %145 = ovl.matmul %142, %arg6 transpose_b {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x4xf32>
    %collapsed_50 = tensor.collapse_shape %142 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %146 = ovl.matmul %collapsed_45, %collapsed_50 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %147 = ovl.add %90, %146 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %148 = ovl.attention_grad %107, %result_36, %logsumexp_37, %145 heads 1 causal {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x12xf32>
    %149 = ovl.bias_grad %148 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>) -> tensor<12xf32>
    %150 = ovl.add %92, %149 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %151 = ovl.matmul %148, %arg4 transpose_b {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>, tensor<8x12xf32>) -> tensor<1x4x8xf32>
    %152 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %152 on tp_comm
    %153 = ovl.all_reduce_start sum %151 over [tp] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %154 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_51 = tensor.collapse_shape %148 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x12xf32> into tensor<4x12xf32>
    %155 = ovl.matmul %collapsed_46, %collapsed_51 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x12xf32>) -> tensor<8x12xf32>
    %156 = ovl.add %97, %155 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8x12xf32>, tensor<8x12xf32>) -> tensor<8x12xf32>
    ovl.event_wait %154 on compute
    %157 = ovl.wait %153 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %input_grad_52, %gamma_grad_53, %beta_grad_54 = ovl.layer_norm_grad %33, %arg2, %mean_33, %rstd_34, %157 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %158 = ovl.add %gamma_grad_30, %gamma_grad_53 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %159 = ovl.add %beta_grad_31, %beta_grad_54 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %160 = ovl.add %142, %input_grad_52 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %161 = ovl.bias_grad %160 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
    %162 = ovl.add %100, %161 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %163 = ovl.embedding_grad %2, %160 vocab_parallel over [tp] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4xi32>, tensor<1x4x8xf32>) -> tensor<4x8xf32>
    %164 = ovl.add %101, %163 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %165 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %165 on pp_comm
    ovl.send %164 to pp = 1 {ovl.stream = #ovl<stream pp_comm>} : tensor<4x8xf32>
    %166 = ovl.recv from pp = 1 {ovl.stream = #ovl<stream pp_comm>} : tensor<4x8xf32>
    %167 = ovl.event_record on pp_comm : !ovl.event
    ovl.event_wait %167 on compute
    %168 = ovl.add %164, %166 {ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %169 = ovl.sum_squares %126, %132, %138, %147, %150, %156 {ovl.stream = #ovl<stream compute>} : tensor<16x8xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<4x8xf32>, tensor<12xf32>, tensor<8x12xf32> -> tensor<f32>
    %170 = ovl.sum_squares %168 {ovl.stream = #ovl<stream compute>} : tensor<4x8xf32> -> tensor<f32>
    %171 = ovl.add %169, %170 {ovl.stream = #ovl<stream compute>} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %172 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %172 on tp_comm
    %173 = ovl.all_reduce_start sum %171 over [tp] {ovl.stream = #ovl<stream tp_comm>} : tensor<f32> -> !ovl.inflight<tensor<f32>>
    %174 = ovl.event_record on tp_comm : !ovl.event
    %175 = ovl.sum_squares %114, %140, %141, %144, %158, %159 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32> -> tensor<f32>
    %176 = ovl.sum_squares %162 {ovl.stream = #ovl<stream compute>} : tensor<4x8xf32> -> tensor<f32>
    %177 = ovl.add %175, %176 {ovl.stream = #ovl<stream compute>} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    ovl.event_wait %174 on compute
    %178 = ovl.wait %173 {ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<f32>> -> tensor<f32>
    %179 = ovl.add %178, %177 {ovl.stream = #ovl<stream compute>} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %180 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %180 on tp_comm
    %181 = ovl.all_reduce_start sum %179 over [pp] {ovl.stream = #ovl<stream tp_comm>} : tensor<f32> -> !ovl.inflight<tensor<f32>>
    %182 = ovl.event_record on tp_comm : !ovl.event
    ovl.event_wait %182 on compute
    %183 = ovl.wait %181 {ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<f32>> -> tensor<f32>
    %184 = ovl.clip_by_global_norm %168, %183 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<4x8xf32>, tensor<f32>
    %185 = ovl.clip_by_global_norm %162, %183 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<4x8xf32>, tensor<f32>
    %186 = ovl.clip_by_global_norm %158, %183 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %187 = ovl.clip_by_global_norm %159, %183 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %188 = ovl.clip_by_global_norm %156, %183 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8x12xf32>, tensor<f32>
    %189 = ovl.clip_by_global_norm %150, %183 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<12xf32>, tensor<f32>
    %190 = ovl.clip_by_global_norm %147, %183 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<4x8xf32>, tensor<f32>
    %191 = ovl.clip_by_global_norm %144, %183 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %192 = ovl.clip_by_global_norm %140, %183 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %193 = ovl.clip_by_global_norm %141, %183 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %194 = ovl.clip_by_global_norm %138, %183 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8x16xf32>, tensor<f32>
    %195 = ovl.clip_by_global_norm %132, %183 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<16xf32>, tensor<f32>
    %196 = ovl.clip_by_global_norm %126, %183 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<16x8xf32>, tensor<f32>
    %197 = ovl.clip_by_global_norm %114, %183 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %new_param, %new_exp_avg, %new_exp_avg_sq = ovl.adamw_update %arg0, %184, %arg14, %arg28 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<4x8xf32>
    %new_param_55, %new_exp_avg_56, %new_exp_avg_sq_57 = ovl.adamw_update %arg1, %185, %arg15, %arg29 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<4x8xf32>
    %new_param_58, %new_exp_avg_59, %new_exp_avg_sq_60 = ovl.adamw_update %arg2, %186, %arg16, %arg30 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_61, %new_exp_avg_62, %new_exp_avg_sq_63 = ovl.adamw_update %arg3, %187, %arg17, %arg31 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_64, %new_exp_avg_65, %new_exp_avg_sq_66 = ovl.adamw_update %arg4, %188, %arg18, %arg32 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<8x12xf32>
    %new_param_67, %new_exp_avg_68, %new_exp_avg_sq_69 = ovl.adamw_update %arg5, %189, %arg19, %arg33 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<12xf32>
    %new_param_70, %new_exp_avg_71, %new_exp_avg_sq_72 = ovl.adamw_update %arg6, %190, %arg20, %arg34 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<4x8xf32>
    %new_param_73, %new_exp_avg_74, %new_exp_avg_sq_75 = ovl.adamw_update %arg7, %191, %arg21, %arg35 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_76, %new_exp_avg_77, %new_exp_avg_sq_78 = ovl.adamw_update %arg8, %192, %arg22, %arg36 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_79, %new_exp_avg_80, %new_exp_avg_sq_81 = ovl.adamw_update %arg9, %193, %arg23, %arg37 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_82, %new_exp_avg_83, %new_exp_avg_sq_84 = ovl.adamw_update %arg10, %194, %arg24, %arg38 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<8x16xf32>
    %new_param_85, %new_exp_avg_86, %new_exp_avg_sq_87 = ovl.adamw_update %arg11, %195, %arg25, %arg39 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<16xf32>
    %new_param_88, %new_exp_avg_89, %new_exp_avg_sq_90 = ovl.adamw_update %arg12, %196, %arg26, %arg40 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<16x8xf32>
    %new_param_91, %new_exp_avg_92, %new_exp_avg_sq_93 = ovl.adamw_update %arg13, %197, %arg27, %arg41 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    return %new_param, %new_param_55, %new_param_58, %new_param_61, %new_param_64, %new_param_67, %new_param_70, %new_param_73, %new_param_76, %new_param_79, %new_param_82, %new_param_85, %new_param_88, %new_param_91, %new_exp_avg, %new_exp_avg_56, %new_exp_avg_59, %new_exp_avg_62, %new_exp_avg_65, %new_exp_avg_68, %new_exp_avg_71, %new_exp_avg_74, %new_exp_avg_77, %new_exp_avg_80, %new_exp_avg_83, %new_exp_avg_86, %new_exp_avg_89, %new_exp_avg_92, %new_exp_avg_sq, %new_exp_avg_sq_57, %new_exp_avg_sq_60, %new_exp_avg_sq_63, %new_exp_avg_sq_66, %new_exp_avg_sq_69, %new_exp_avg_sq_72, %new_exp_avg_sq_75, %new_exp_avg_sq_78, %new_exp_avg_sq_81, %new_exp_avg_sq_84, %new_exp_avg_sq_87, %new_exp_avg_sq_90, %new_exp_avg_sq_93 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>
  }
  func.func @stage1(%arg0: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.input_layernorm.weight", global [8], init ones>}, %arg1: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.input_layernorm.bias", global [8], init zeros>}, %arg2: tensor<8x12xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_qkv.weight", global [8, 24], shard 1 over tp, init normal(2.000000e-02)>}, %arg3: tensor<12xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_qkv.bias", global [24], shard 0 over tp, init zeros>}, %arg4: tensor<4x8xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_proj.weight", global [8, 8], shard 0 over tp, init normal(1.000000e-02)>}, %arg5: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_proj.bias", global [8], init zeros>}, %arg6: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.pre_mlp_layernorm.weight", global [8], init ones>}, %arg7: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.pre_mlp_layernorm.bias", global [8], init zeros>}, %arg8: tensor<8x16xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc1.weight", global [8, 32], shard 1 over tp, init normal(2.000000e-02)>}, %arg9: tensor<16xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc1.bias", global [32], shard 0 over tp, init zeros>}, %arg10: tensor<16x8xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc2.weight", global [32, 8], shard 0 over tp, init normal(1.000000e-02)>}, %arg11: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc2.bias", global [8], init zeros>}, %arg12: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.weight", global [8], init ones>}, %arg13: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.bias", global [8], init zeros>}, %arg14: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight", global [8, 8], shard 0 over tp, init normal(2.000000e-02)>}, %arg15: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.input_layernorm.weight.exp_avg", global [8], init zeros>}, %arg16: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.input_layernorm.bias.exp_avg", global [8], init zeros>}, %arg17: tensor<8x12xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_qkv.weight.exp_avg", global [8, 24], shard 1 over tp, init zeros>}, %arg18: tensor<12xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_qkv.bias.exp_avg", global [24], shard 0 over tp, init zeros>}, %arg19: tensor<4x8xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_proj.weight.exp_avg", global [8, 8], shard 0 over tp, init zeros>}, %arg20: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_proj.bias.exp_avg", global [8], init zeros>}, %arg21: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.pre_mlp_layernorm.weight.exp_avg", global [8], init zeros>}, %arg22: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.pre_mlp_layernorm.bias.exp_avg", global [8], init zeros>}, %arg23: tensor<8x16xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc1.weight.exp_avg", global [8, 32], shard 1 over tp, init zeros>}, %arg24: tensor<16xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc1.bias.exp_avg", global [32], shard 0 over tp, init zeros>}, %arg25: tensor<16x8xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc2.weight.exp_avg", global [32, 8], shard 0 over tp, init zeros>}, %arg26: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc2.bias.exp_avg", global [8], init zeros>}, %arg27: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.weight.exp_avg", global [8], init zeros>}, %arg28: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.bias.exp_avg", global [8], init zeros>}, %arg29: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight.exp_avg", global [8, 8], shard 0 over tp, init zeros>}, %arg30: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.input_layernorm.weight.exp_avg_sq", global [8], init zeros>}, %arg31: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.input_layernorm.bias.exp_avg_sq", global [8], init zeros>}, %arg32: tensor<8x12xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_qkv.weight.exp_avg_sq", global [8, 24], shard 1 over tp, init zeros>}, %arg33: tensor<12xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_qkv.bias.exp_avg_sq", global [24], shard 0 over tp, init zeros>}, %arg34: tensor<4x8xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_proj.weight.exp_avg_sq", global [8, 8], shard 0 over tp, init zeros>}, %arg35: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.self_attention.linear_proj.bias.exp_avg_sq", global [8], init zeros>}, %arg36: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.pre_mlp_layernorm.weight.exp_avg_sq", global [8], init zeros>}, %arg37: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.pre_mlp_layernorm.bias.exp_avg_sq", global [8], init zeros>}, %arg38: tensor<8x16xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc1.weight.exp_avg_sq", global [8, 32], shard 1 over tp, init zeros>}, %arg39: tensor<16xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc1.bias.exp_avg_sq", global [32], shard 0 over tp, init zeros>}, %arg40: tensor<16x8xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc2.weight.exp_avg_sq", global [32, 8], shard 0 over tp, init zeros>}, %arg41: tensor<8xf32> {ovl.param = #ovl.param<"decoder.layers.1.mlp.linear_fc2.bias.exp_avg_sq", global [8], init zeros>}, %arg42: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.weight.exp_avg_sq", global [8], init zeros>}, %arg43: tensor<8xf32> {ovl.param = #ovl.param<"decoder.final_layernorm.bias.exp_avg_sq", global [8], init zeros>}, %arg44: tensor<4x8xf32> {ovl.param = #ovl.param<"embedding.word_embeddings.weight.exp_avg_sq", global [8, 8], shard 0 over tp, init zeros>}) -> (tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>) attributes {ovl.flat, ovl.stage = 1 : i64} {
    %0 = ovl.recv from pp = 0 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream pp_comm>} : tensor<2x8xf32>
    %1 = ovl.event_record on pp_comm : !ovl.event
    %2 = ovl.event_record on pp_comm : !ovl.event
    ovl.event_wait %2 on compute
    ovl.event_wait %1 on tp_comm
    %3 = ovl.all_gather_start %0 over [tp] dim 0 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<2x8xf32> -> !ovl.inflight<tensor<4x8xf32>>
    %4 = ovl.event_record on tp_comm : !ovl.event
    %5 = ovl.load_batch labels microbatch 0 vocab 8 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream copy>} : tensor<1x4xi32>
    %6 = ovl.event_record on copy : !ovl.event
    %7 = ovl.load_batch labels microbatch 1 vocab 8 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream copy>} : tensor<1x4xi32>
    %8 = ovl.event_record on copy : !ovl.event
    ovl.event_wait %4 on compute
    %9 = ovl.wait %3 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<4x8xf32>> -> tensor<4x8xf32>
    %expanded = tensor.expand_shape %9 [[0, 1], [2]] output_shape [1, 4, 8] {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : tensor<4x8xf32> into tensor<1x4x8xf32>
    %result, %mean, %rstd = ovl.layer_norm %expanded, %arg0, %arg1 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %10 = ovl.linear column %result, %arg2, %arg3 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<12xf32>) -> tensor<1x4x12xf32>
    %result_0, %logsumexp = ovl.attention %10 heads 1 causal {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>) -> (tensor<1x4x4xf32>, tensor<1x1x4xf32>)
    %11 = ovl.linear row %result_0, %arg4 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %12 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %12 on tp_comm
    %13 = ovl.all_reduce_start sum %11 over [tp] {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %14 = ovl.event_record on tp_comm : !ovl.event
    %result_1, %mean_2, %rstd_3 = ovl.layer_norm %expanded, %arg0, %arg1 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %15 = ovl.linear column %result_1, %arg2, %arg3 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<12xf32>) -> tensor<1x4x12xf32>
    ovl.event_wait %14 on compute
    %16 = ovl.wait %13 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %17 = ovl.add %16, %arg5 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %18 = ovl.add %expanded, %17 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %result_4, %mean_5, %rstd_6 = ovl.layer_norm %18, %arg6, %arg7 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %19 = ovl.linear column %result_4, %arg8, %arg9 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<16xf32>) -> tensor<1x4x16xf32>
    %20 = ovl.gelu %19 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32>
    %21 = ovl.linear row %20, %arg10 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>, tensor<16x8xf32>) -> tensor<1x4x8xf32>
    %22 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %22 on tp_comm
    %23 = ovl.all_reduce_start sum %21 over [tp] {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %24 = ovl.event_record on tp_comm : !ovl.event
    %result_7, %logsumexp_8 = ovl.attention %15 heads 1 causal {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>) -> (tensor<1x4x4xf32>, tensor<1x1x4xf32>)
    %25 = ovl.linear row %result_7, %arg4 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %collapsed = tensor.collapse_shape %result_7 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x4xf32> into tensor<4x4xf32>
    %collapsed_9 = tensor.collapse_shape %result_1 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    ovl.event_wait %24 on compute
    %26 = ovl.wait %23 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %27 = ovl.add %26, %arg11 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %28 = ovl.add %18, %27 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %result_10, %mean_11, %rstd_12 = ovl.layer_norm %28, %arg12, %arg13 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %29 = ovl.linear column %result_10, %arg14 transpose_weight {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x4xf32>
    %30 = ovl.cross_entropy_max %29 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>) -> tensor<1x4xf32>
    %31 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %31 on tp_comm
    %32 = ovl.all_reduce_start max %30 over [tp] {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4xf32> -> !ovl.inflight<tensor<1x4xf32>>
    %33 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_13 = tensor.collapse_shape %result_10 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    ovl.event_wait %33 on compute
    %34 = ovl.wait %32 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4xf32>> -> tensor<1x4xf32>
    ovl.event_wait %6 on compute
    %35 = ovl.cross_entropy_stats %29, %34, %5 vocab_parallel over [tp] {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4xi32>) -> tensor<1x4x2xf32>
    %36 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %36 on tp_comm
    %37 = ovl.all_reduce_start sum %35 over [tp] {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x2xf32> -> !ovl.inflight<tensor<1x4x2xf32>>
    %38 = ovl.event_record on tp_comm : !ovl.event
    ovl.event_wait %38 on compute
    %39 = ovl.wait %37 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x2xf32>> -> tensor<1x4x2xf32>
    %40 = ovl.cross_entropy_loss %39 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x2xf32>) -> tensor<f32>
    ovl.log_loss %40 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : tensor<f32>
    %41 = ovl.recv from pp = 0 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream pp_comm>} : tensor<2x8xf32>
    %42 = ovl.event_record on pp_comm : !ovl.event
    %43 = ovl.cross_entropy_grad %29, %34, %39, %5 vocab_parallel over [tp] scale 1.250000e-01 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32>) -> tensor<1x4x4xf32>
    %44 = ovl.matmul %43, %arg14 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %45 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %45 on tp_comm
    %46 = ovl.all_reduce_start sum %44 over [tp] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %47 = ovl.event_record on tp_comm : !ovl.event
    %48 = ovl.all_reduce_start sum %25 over [tp] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %49 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_14 = tensor.collapse_shape %43 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x4xf32> into tensor<4x4xf32>
    %50 = ovl.matmul %collapsed_14, %collapsed_13 transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    ovl.event_wait %42 on compute
    ovl.event_wait %47 on compute
    %51 = ovl.wait %46 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %input_grad, %gamma_grad, %beta_grad = ovl.layer_norm_grad %28, %arg12, %mean_11, %rstd_12, %51 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %52 = ovl.bias_grad %input_grad {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<8xf32>
    %53 = ovl.matmul %input_grad, %arg10 transpose_b {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<16x8xf32>) -> tensor<1x4x16xf32>
    ovl.event_wait %49 on compute
    %54 = ovl.wait %48 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %55 = ovl.add %54, %arg5 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %56 = ovl.add %expanded, %55 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %result_15, %mean_16, %rstd_17 = ovl.layer_norm %56, %arg6, %arg7 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %57 = ovl.linear column %result_15, %arg8, %arg9 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<16xf32>) -> tensor<1x4x16xf32>
    %58 = ovl.gelu %57 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32>
    %59 = ovl.linear row %58, %arg10 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>, tensor<16x8xf32>) -> tensor<1x4x8xf32>
    %60 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %60 on tp_comm
    %61 = ovl.all_reduce_start sum %59 over [tp] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %62 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_18 = tensor.collapse_shape %58 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32> into tensor<4x16xf32>
    %collapsed_19 = tensor.collapse_shape %input_grad [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %63 = ovl.matmul %collapsed_18, %collapsed_19 transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x16xf32>, tensor<4x8xf32>) -> tensor<16x8xf32>
    %64 = ovl.gelu_grad %57, %53 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32>
    %65 = ovl.bias_grad %64 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>) -> tensor<16xf32>
    ovl.event_wait %62 on compute
    %66 = ovl.wait %61 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %67 = ovl.add %66, %arg11 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %68 = ovl.add %56, %67 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %69 = ovl.matmul %64, %arg8 transpose_b {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>, tensor<8x16xf32>) -> tensor<1x4x8xf32>
    %70 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %70 on tp_comm
    %71 = ovl.all_reduce_start sum %69 over [tp] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %72 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_20 = tensor.collapse_shape %result_15 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %collapsed_21 = tensor.collapse_shape %64 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32> into tensor<4x16xf32>
    %73 = ovl.matmul %collapsed_20, %collapsed_21 transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x16xf32>) -> tensor<8x16xf32>
    ovl.event_wait %72 on compute
    %74 = ovl.wait %71 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %input_grad_22, %gamma_grad_23, %beta_grad_24 = ovl.layer_norm_grad %56, %arg6, %mean_16, %rstd_17, %74 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %75 = ovl.add %input_grad, %input_grad_22 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %76 = ovl.bias_grad %75 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<8xf32>
    %77 = ovl.matmul %75, %arg4 transpose_b {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x4xf32>
    %collapsed_25 = tensor.collapse_shape %75 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %78 = ovl.matmul %collapsed, %collapsed_25 transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %79 = ovl.attention_grad %15, %result_7, %logsumexp_8, %77 heads 1 causal {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x12xf32>
    %80 = ovl.bias_grad %79 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>) -> tensor<12xf32>
    %81 = ovl.matmul %79, %arg2 transpose_b {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>, tensor<8x12xf32>) -> tensor<1x4x8xf32>
    %82 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %82 on tp_comm
    %83 = ovl.all_reduce_start sum %81 over [tp] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %84 = ovl.event_record on tp_comm : !ovl.event
    %85 = ovl.all_gather_start %41 over [tp] dim 0 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<2x8xf32> -> !ovl.inflight<tensor<4x8xf32>>
    %86 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_26 = tensor.collapse_shape %79 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x12xf32> into tensor<4x12xf32>
    %87 = ovl.matmul %collapsed_9, %collapsed_26 transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x12xf32>) -> tensor<8x12xf32>
    ovl.event_wait %84 on compute
    %88 = ovl.wait %83 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %input_grad_27, %gamma_grad_28, %beta_grad_29 = ovl.layer_norm_grad %expanded, %arg0, %mean_2, %rstd_3, %88 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %89 = ovl.add %75, %input_grad_27 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %collapsed_30 = tensor.collapse_shape %89 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %90 = ovl.local_shard %collapsed_30 over [tp] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<4x8xf32> -> tensor<2x8xf32>
    ovl.event_wait %86 on compute
    %91 = ovl.wait %85 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<4x8xf32>> -> tensor<4x8xf32>
    %92 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %92 on pp_comm
    ovl.send %90 to pp = 0 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream pp_comm>} : tensor<2x8xf32>
    %expanded_31 = tensor.expand_shape %91 [[0, 1], [2]] output_shape [1, 4, 8] {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : tensor<4x8xf32> into tensor<1x4x8xf32>
    %result_32, %mean_33, %rstd_34 = ovl.layer_norm %expanded_31, %arg0, %arg1 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %93 = ovl.linear column %result_32, %arg2, %arg3 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<12xf32>) -> tensor<1x4x12xf32>
    %result_35, %logsumexp_36 = ovl.attention %93 heads 1 causal {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>) -> (tensor<1x4x4xf32>, tensor<1x1x4xf32>)
    %94 = ovl.linear row %result_35, %arg4 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %95 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %95 on tp_comm
    %96 = ovl.all_reduce_start sum %94 over [tp] {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %97 = ovl.event_record on tp_comm : !ovl.event
    %result_37, %mean_38, %rstd_39 = ovl.layer_norm %expanded_31, %arg0, %arg1 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %98 = ovl.linear column %result_37, %arg2, %arg3 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<12xf32>) -> tensor<1x4x12xf32>
    ovl.event_wait %97 on compute
    %99 = ovl.wait %96 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %100 = ovl.add %99, %arg5 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %101 = ovl.add %expanded_31, %100 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %result_40, %mean_41, %rstd_42 = ovl.layer_norm %101, %arg6, %arg7 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %102 = ovl.linear column %result_40, %arg8, %arg9 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<16xf32>) -> tensor<1x4x16xf32>
    %103 = ovl.gelu %102 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32>
    %104 = ovl.linear row %103, %arg10 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>, tensor<16x8xf32>) -> tensor<1x4x8xf32>
    %105 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %105 on tp_comm
    %106 = ovl.all_reduce_start sum %104 over [tp] {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %107 = ovl.event_record on tp_comm : !ovl.event
    %result_43, %logsumexp_44 = ovl.attention %98 heads 1 causal {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>) -> (tensor<1x4x4xf32>, tensor<1x1x4xf32>)
    %108 = ovl.linear row %result_43, %arg4 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %collapsed_45 = tensor.collapse_shape %result_43 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x4xf32> into tensor<4x4xf32>
    %collapsed_46 = tensor.collapse_shape %result_37 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    ovl.event_wait %107 on compute
    %109 = ovl.wait %106 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %110 = ovl.add %109, %arg11 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %111 = ovl.add %101, %110 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %result_47, %mean_48, %rstd_49 = ovl.layer_norm %111, %arg12, %arg13 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %112 = ovl.linear column %result_47, %arg14 transpose_weight {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x4xf32>
    %113 = ovl.cross_entropy_max %112 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>) -> tensor<1x4xf32>
    %114 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %114 on tp_comm
    %115 = ovl.all_reduce_start max %113 over [tp] {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4xf32> -> !ovl.inflight<tensor<1x4xf32>>
    %116 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_50 = tensor.collapse_shape %result_47 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    ovl.event_wait %116 on compute
    %117 = ovl.wait %115 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4xf32>> -> tensor<1x4xf32>
    ovl.event_wait %8 on compute
    %118 = ovl.cross_entropy_stats %112, %117, %7 vocab_parallel over [tp] {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4xi32>) -> tensor<1x4x2xf32>
    %119 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %119 on tp_comm
    %120 = ovl.all_reduce_start sum %118 over [tp] {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x2xf32> -> !ovl.inflight<tensor<1x4x2xf32>>
    %121 = ovl.event_record on tp_comm : !ovl.event
    ovl.event_wait %121 on compute
    %122 = ovl.wait %120 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x2xf32>> -> tensor<1x4x2xf32>
    %123 = ovl.cross_entropy_loss %122 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x2xf32>) -> tensor<f32>
    ovl.log_loss %123 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : tensor<f32>
    %124 = ovl.cross_entropy_grad %112, %117, %122, %7 vocab_parallel over [tp] scale 1.250000e-01 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32>) -> tensor<1x4x4xf32>
    %125 = ovl.matmul %124, %arg14 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %126 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %126 on tp_comm
    %127 = ovl.all_reduce_start sum %125 over [tp] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %128 = ovl.event_record on tp_comm : !ovl.event
    %129 = ovl.all_reduce_start sum %108 over [tp] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %130 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_51 = tensor.collapse_shape %124 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x4xf32> into tensor<4x4xf32>
    %131 = ovl.matmul %collapsed_51, %collapsed_50 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %132 = ovl.add %50, %131 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    ovl.event_wait %128 on compute
    %133 = ovl.wait %127 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %input_grad_52, %gamma_grad_53, %beta_grad_54 = ovl.layer_norm_grad %111, %arg12, %mean_48, %rstd_49, %133 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %134 = ovl.add %gamma_grad, %gamma_grad_53 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %135 = ovl.add %beta_grad, %beta_grad_54 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    ovl.event_wait %130 on compute
    %136 = ovl.wait %129 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %137 = ovl.add %136, %arg5 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %138 = ovl.add %expanded_31, %137 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %result_55, %mean_56, %rstd_57 = ovl.layer_norm %138, %arg6, %arg7 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %139 = ovl.linear column %result_55, %arg8, %arg9 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<16xf32>) -> tensor<1x4x16xf32>
    %140 = ovl.gelu %139 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32>
    %141 = ovl.linear row %140, %arg10 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>, tensor<16x8xf32>) -> tensor<1x4x8xf32>
    %142 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %142 on tp_comm
    %143 = ovl.all_reduce_start sum %141 over [tp] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %144 = ovl.event_record on tp_comm : !ovl.event
    %145 = ovl.bias_grad %input_grad_52 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<8xf32>
    %146 = ovl.add %52, %145 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %147 = ovl.matmul %input_grad_52, %arg10 transpose_b {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<16x8xf32>) -> tensor<1x4x16xf32>
    ovl.event_wait %144 on compute
    %148 = ovl.wait %143 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %149 = ovl.add %148, %arg11 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %150 = ovl.add %138, %149 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %collapsed_58 = tensor.collapse_shape %140 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32> into tensor<4x16xf32>
    %collapsed_59 = tensor.collapse_shape %input_grad_52 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %151 = ovl.matmul %collapsed_58, %collapsed_59 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x16xf32>, tensor<4x8xf32>) -> tensor<16x8xf32>
    %152 = ovl.add %63, %151 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %153 = ovl.gelu_grad %139, %147 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32>
    %154 = ovl.bias_grad %153 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>) -> tensor<16xf32>
    %155 = ovl.add %65, %154 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %156 = ovl.matmul %153, %arg8 transpose_b {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>, tensor<8x16xf32>) -> tensor<1x4x8xf32>
    %157 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %157 on tp_comm
    %158 = ovl.all_reduce_start sum %156 over [tp] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %159 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_60 = tensor.collapse_shape %result_55 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %collapsed_61 = tensor.collapse_shape %153 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32> into tensor<4x16xf32>
    %160 = ovl.matmul %collapsed_60, %collapsed_61 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x16xf32>) -> tensor<8x16xf32>
    %161 = ovl.add %73, %160 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    ovl.event_wait %159 on compute
    %162 = ovl.wait %158 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %input_grad_62, %gamma_grad_63, %beta_grad_64 = ovl.layer_norm_grad %138, %arg6, %mean_56, %rstd_57, %162 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %163 = ovl.add %gamma_grad_23, %gamma_grad_63 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %164 = ovl.add %beta_grad_24, %beta_grad_64 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %165 = ovl.add %input_grad_52, %input_grad_62 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %166 = ovl.bias_grad %165 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<8xf32>
    %167 = ovl.add %76, %166 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %168 = ovl.matmul %165, %arg4 transpose_b {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x4xf32>
    %collapsed_65 = tensor.collapse_shape %165 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %169 = ovl.matmul %collapsed_45, %collapsed_65 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %170 = ovl.add %78, %169 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %171 = ovl.attention_grad %98, %result_43, %logsumexp_44, %168 heads 1 causal {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x12xf32>
    %172 = ovl.bias_grad %171 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>) -> tensor<12xf32>
    %173 = ovl.add %80, %172 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %174 = ovl.matmul %171, %arg2 transpose_b {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>, tensor<8x12xf32>) -> tensor<1x4x8xf32>
    %175 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %175 on tp_comm
    %176 = ovl.all_reduce_start sum %174 over [tp] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %177 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_66 = tensor.collapse_shape %171 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x12xf32> into tensor<4x12xf32>
    %178 = ovl.matmul %collapsed_46, %collapsed_66 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x12xf32>) -> tensor<8x12xf32>
    %179 = ovl.add %87, %178 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8x12xf32>, tensor<8x12xf32>) -> tensor<8x12xf32>
    ovl.event_wait %177 on compute
    %180 = ovl.wait %176 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %input_grad_67, %gamma_grad_68, %beta_grad_69 = ovl.layer_norm_grad %expanded_31, %arg0, %mean_38, %rstd_39, %180 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %181 = ovl.add %gamma_grad_28, %gamma_grad_68 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %182 = ovl.add %beta_grad_29, %beta_grad_69 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %183 = ovl.add %165, %input_grad_67 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %collapsed_70 = tensor.collapse_shape %183 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %184 = ovl.local_shard %collapsed_70 over [tp] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<4x8xf32> -> tensor<2x8xf32>
    %185 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %185 on pp_comm
    ovl.send %184 to pp = 0 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream pp_comm>} : tensor<2x8xf32>
    %186 = ovl.recv from pp = 0 {ovl.stream = #ovl<stream pp_comm>} : tensor<4x8xf32>
    %187 = ovl.event_record on pp_comm : !ovl.event
    ovl.event_wait %187 on compute
    ovl.send %132 to pp = 0 {ovl.stream = #ovl<stream pp_comm>} : tensor<4x8xf32>
    %188 = ovl.add %186, %132 {ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %189 = ovl.sum_squares %152, %155, %161, %170, %173, %179 {ovl.stream = #ovl<stream compute>} : tensor<16x8xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<4x8xf32>, tensor<12xf32>, tensor<8x12xf32> -> tensor<f32>
    %190 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %190 on tp_comm
    %191 = ovl.all_reduce_start sum %189 over [tp] {ovl.stream = #ovl<stream tp_comm>} : tensor<f32> -> !ovl.inflight<tensor<f32>>
    %192 = ovl.event_record on tp_comm : !ovl.event
    %193 = ovl.sum_squares %134, %135, %146, %163, %164, %167 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32> -> tensor<f32>
    %194 = ovl.sum_squares %181, %182 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<8xf32> -> tensor<f32>
    %195 = ovl.add %193, %194 {ovl.stream = #ovl<stream compute>} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    ovl.event_wait %192 on compute
    %196 = ovl.wait %191 {ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<f32>> -> tensor<f32>
    %197 = ovl.add %196, %195 {ovl.stream = #ovl<stream compute>} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %198 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %198 on tp_comm
    %199 = ovl.all_reduce_start sum %197 over [pp] {ovl.stream = #ovl<stream tp_comm>} : tensor<f32> -> !ovl.inflight<tensor<f32>>
    %200 = ovl.event_record on tp_comm : !ovl.event
    ovl.event_wait %200 on compute
    %201 = ovl.wait %199 {ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<f32>> -> tensor<f32>
    %202 = ovl.clip_by_global_norm %181, %201 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %203 = ovl.clip_by_global_norm %182, %201 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %204 = ovl.clip_by_global_norm %179, %201 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8x12xf32>, tensor<f32>
    %205 = ovl.clip_by_global_norm %173, %201 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<12xf32>, tensor<f32>
    %206 = ovl.clip_by_global_norm %170, %201 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<4x8xf32>, tensor<f32>
    %207 = ovl.clip_by_global_norm %167, %201 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %208 = ovl.clip_by_global_norm %163, %201 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %209 = ovl.clip_by_global_norm %164, %201 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %210 = ovl.clip_by_global_norm %161, %201 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8x16xf32>, tensor<f32>
    %211 = ovl.clip_by_global_norm %155, %201 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<16xf32>, tensor<f32>
    %212 = ovl.clip_by_global_norm %152, %201 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<16x8xf32>, tensor<f32>
    %213 = ovl.clip_by_global_norm %146, %201 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %214 = ovl.clip_by_global_norm %134, %201 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %215 = ovl.clip_by_global_norm %135, %201 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %216 = ovl.clip_by_global_norm %188, %201 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<4x8xf32>, tensor<f32>
    %new_param, %new_exp_avg, %new_exp_avg_sq = ovl.adamw_update %arg0, %202, %arg15, %arg30 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_71, %new_exp_avg_72, %new_exp_avg_sq_73 = ovl.adamw_update %arg1, %203, %arg16, %arg31 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_74, %new_exp_avg_75, %new_exp_avg_sq_76 = ovl.adamw_update %arg2, %204, %arg17, %arg32 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<8x12xf32>
    %new_param_77, %new_exp_avg_78, %new_exp_avg_sq_79 = ovl.adamw_update %arg3, %205, %arg18, %arg33 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<12xf32>
    %new_param_80, %new_exp_avg_81, %new_exp_avg_sq_82 = ovl.adamw_update %arg4, %206, %arg19, %arg34 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<4x8xf32>
    %new_param_83, %new_exp_avg_84, %new_exp_avg_sq_85 = ovl.adamw_update %arg5, %207, %arg20, %arg35 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_86, %new_exp_avg_87, %new_exp_avg_sq_88 = ovl.adamw_update %arg6, %208, %arg21, %arg36 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_89, %new_exp_avg_90, %new_exp_avg_sq_91 = ovl.adamw_update %arg7, %209, %arg22, %arg37 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_92, %new_exp_avg_93, %new_exp_avg_sq_94 = ovl.adamw_update %arg8, %210, %arg23, %arg38 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<8x16xf32>
    %new_param_95, %new_exp_avg_96, %new_exp_avg_sq_97 = ovl.adamw_update %arg9, %211, %arg24, %arg39 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<16xf32>
    %new_param_98, %new_exp_avg_99, %new_exp_avg_sq_100 = ovl.adamw_update %arg10, %212, %arg25, %arg40 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<16x8xf32>
    %new_param_101, %new_exp_avg_102, %new_exp_avg_sq_103 = ovl.adamw_update %arg11, %213, %arg26, %arg41 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_104, %new_exp_avg_105, %new_exp_avg_sq_106 = ovl.adamw_update %arg12, %214, %arg27, %arg42 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_107, %new_exp_avg_108, %new_exp_avg_sq_109 = ovl.adamw_update %arg13, %215, %arg28, %arg43 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_110, %new_exp_avg_111, %new_exp_avg_sq_112 = ovl.adamw_update %arg14, %216, %arg29, %arg44 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<4x8xf32>
    return %new_param, %new_param_71, %new_param_74, %new_param_77, %new_param_80, %new_param_83, %new_param_86, %new_param_89, %new_param_92, %new_param_95, %new_param_98, %new_param_101, %new_param_104, %new_param_107, %new_param_110, %new_exp_avg, %new_exp_avg_72, %new_exp_avg_75, %new_exp_avg_78, %new_exp_avg_81, %new_exp_avg_84, %new_exp_avg_87, %new_exp_avg_90, %new_exp_avg_93, %new_exp_avg_96, %new_exp_avg_99, %new_exp_avg_102, %new_exp_avg_105, %new_exp_avg_108, %new_exp_avg_111, %new_exp_avg_sq, %new_exp_avg_sq_73, %new_exp_avg_sq_76, %new_exp_avg_sq_79, %new_exp_avg_sq_82, %new_exp_avg_sq_85, %new_exp_avg_sq_88, %new_exp_avg_sq_91, %new_exp_avg_sq_94, %new_exp_avg_sq_97, %new_exp_avg_sq_100, %new_exp_avg_sq_103, %new_exp_avg_sq_106, %new_exp_avg_sq_109, %new_exp_avg_sq_112 : tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>
  }
}

