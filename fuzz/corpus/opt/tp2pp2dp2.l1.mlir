module {
  ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 2 : data, tp = 2 : tensor]
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
    %collapsed_13 = tensor.collapse_shape %20 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32> into tensor<4x16xf32>
    %collapsed_14 = tensor.collapse_shape %result_1 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %collapsed_15 = tensor.collapse_shape %result_0 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x4xf32> into tensor<4x4xf32>
    %collapsed_16 = tensor.collapse_shape %result [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    ovl.event_wait %57 on compute
    %58 = ovl.wait %56 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<4x8xf32>> -> tensor<4x8xf32>
    %expanded = tensor.expand_shape %58 [[0, 1], [2]] output_shape [1, 4, 8] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<4x8xf32> into tensor<1x4x8xf32>
    %59 = ovl.bias_grad %expanded {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<8xf32>
    %60 = ovl.matmul %expanded, %arg12 transpose_b {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<16x8xf32>) -> tensor<1x4x16xf32>
    %collapsed_17 = tensor.collapse_shape %expanded [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %61 = ovl.matmul %collapsed_13, %collapsed_17 transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x16xf32>, tensor<4x8xf32>) -> tensor<16x8xf32>
    %62 = ovl.gelu_grad %19, %60 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32>
    %63 = ovl.bias_grad %62 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>) -> tensor<16xf32>
    %64 = ovl.matmul %62, %arg10 transpose_b {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>, tensor<8x16xf32>) -> tensor<1x4x8xf32>
    %65 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %65 on tp_comm
    %66 = ovl.all_reduce_start sum %64 over [tp] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %67 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_18 = tensor.collapse_shape %62 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32> into tensor<4x16xf32>
    %68 = ovl.matmul %collapsed_14, %collapsed_18 transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x16xf32>) -> tensor<8x16xf32>
    ovl.event_wait %67 on compute
    %69 = ovl.wait %66 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %input_grad, %gamma_grad, %beta_grad = ovl.layer_norm_grad %18, %arg8, %mean_2, %rstd_3, %69 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %70 = ovl.add %expanded, %input_grad {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %71 = ovl.bias_grad %70 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<8xf32>
    %72 = ovl.matmul %70, %arg6 transpose_b {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x4xf32>
    %collapsed_19 = tensor.collapse_shape %70 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %73 = ovl.matmul %collapsed_15, %collapsed_19 transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %74 = ovl.attention_grad %11, %result_0, %logsumexp, %72 heads 1 causal {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x12xf32>
    %75 = ovl.bias_grad %74 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>) -> tensor<12xf32>
    %76 = ovl.matmul %74, %arg4 transpose_b {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>, tensor<8x12xf32>) -> tensor<1x4x8xf32>
    %77 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %77 on tp_comm
    %78 = ovl.all_reduce_start sum %76 over [tp] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %79 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_20 = tensor.collapse_shape %74 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x12xf32> into tensor<4x12xf32>
    %80 = ovl.matmul %collapsed_16, %collapsed_20 transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x12xf32>) -> tensor<8x12xf32>
    ovl.event_wait %79 on compute
    %81 = ovl.wait %78 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %input_grad_21, %gamma_grad_22, %beta_grad_23 = ovl.layer_norm_grad %10, %arg2, %mean, %rstd, %81 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %82 = ovl.add %70, %input_grad_21 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %83 = ovl.bias_grad %82 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
    %84 = ovl.embedding_grad %0, %82 vocab_parallel over [tp] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4xi32>, tensor<1x4x8xf32>) -> tensor<4x8xf32>
    %85 = ovl.recv from pp = 1 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream pp_comm>} : tensor<2x8xf32>
    %86 = ovl.event_record on pp_comm : !ovl.event
    %87 = ovl.event_record on pp_comm : !ovl.event
    ovl.event_wait %87 on compute
    ovl.event_wait %86 on tp_comm
    %88 = ovl.all_gather_start %85 over [tp] dim 0 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<2x8xf32> -> !ovl.inflight<tensor<4x8xf32>>
    %89 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_24 = tensor.collapse_shape %43 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32> into tensor<4x16xf32>
    %collapsed_25 = tensor.collapse_shape %result_9 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %collapsed_26 = tensor.collapse_shape %result_7 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x4xf32> into tensor<4x4xf32>
    %collapsed_27 = tensor.collapse_shape %result_4 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    ovl.event_wait %89 on compute
    %90 = ovl.wait %88 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<4x8xf32>> -> tensor<4x8xf32>
    %expanded_28 = tensor.expand_shape %90 [[0, 1], [2]] output_shape [1, 4, 8] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<4x8xf32> into tensor<1x4x8xf32>
    %91 = ovl.bias_grad %expanded_28 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<8xf32>
    %92 = ovl.add %59, %91 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %93 = ovl.matmul %expanded_28, %arg12 transpose_b {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<16x8xf32>) -> tensor<1x4x16xf32>
    %collapsed_29 = tensor.collapse_shape %expanded_28 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %94 = ovl.matmul %collapsed_24, %collapsed_29 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x16xf32>, tensor<4x8xf32>) -> tensor<16x8xf32>
    %95 = ovl.add %61, %94 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %96 = ovl.gelu_grad %42, %93 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32>
    %97 = ovl.bias_grad %96 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>) -> tensor<16xf32>
    %98 = ovl.add %63, %97 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %99 = ovl.matmul %96, %arg10 transpose_b {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>, tensor<8x16xf32>) -> tensor<1x4x8xf32>
    %100 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %100 on tp_comm
    %101 = ovl.all_reduce_start sum %99 over [tp] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %102 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_30 = tensor.collapse_shape %96 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32> into tensor<4x16xf32>
    %103 = ovl.matmul %collapsed_25, %collapsed_30 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x16xf32>) -> tensor<8x16xf32>
    %104 = ovl.add %68, %103 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    ovl.event_wait %102 on compute
    %105 = ovl.wait %101 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %input_grad_31, %gamma_grad_32, %beta_grad_33 = ovl.layer_norm_grad %41, %arg8, %mean_10, %rstd_11, %105 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %106 = ovl.add %gamma_grad, %gamma_grad_32 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %107 = ovl.add %beta_grad, %beta_grad_33 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %108 = ovl.add %expanded_28, %input_grad_31 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %109 = ovl.bias_grad %108 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<8xf32>
    %110 = ovl.add %71, %109 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %111 = ovl.matmul %108, %arg6 transpose_b {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x4xf32>
    %collapsed_34 = tensor.collapse_shape %108 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %112 = ovl.matmul %collapsed_26, %collapsed_34 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %113 = ovl.add %73, %112 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %114 = ovl.attention_grad %34, %result_7, %logsumexp_8, %111 heads 1 causal {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x12xf32>
    %115 = ovl.bias_grad %114 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>) -> tensor<12xf32>
    %116 = ovl.add %75, %115 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %117 = ovl.matmul %114, %arg4 transpose_b {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>, tensor<8x12xf32>) -> tensor<1x4x8xf32>
    %118 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %118 on tp_comm
    %119 = ovl.all_reduce_start sum %117 over [tp] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %120 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_35 = tensor.collapse_shape %114 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x12xf32> into tensor<4x12xf32>
    %121 = ovl.matmul %collapsed_27, %collapsed_35 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x12xf32>) -> tensor<8x12xf32>
    %122 = ovl.add %80, %121 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8x12xf32>, tensor<8x12xf32>) -> tensor<8x12xf32>
    ovl.event_wait %120 on compute
    %123 = ovl.wait %119 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %input_grad_36, %gamma_grad_37, %beta_grad_38 = ovl.layer_norm_grad %33, %arg2, %mean_5, %rstd_6, %123 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %124 = ovl.add %gamma_grad_22, %gamma_grad_37 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %125 = ovl.add %beta_grad_23, %beta_grad_38 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %126 = ovl.add %108, %input_grad_36 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %127 = ovl.bias_grad %126 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
    %128 = ovl.add %83, %127 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %129 = ovl.embedding_grad %2, %126 vocab_parallel over [tp] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4xi32>, tensor<1x4x8xf32>) -> tensor<4x8xf32>
    %130 = ovl.add %84, %129 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %131 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %131 on pp_comm
    ovl.send %130 to pp = 1 {ovl.stream = #ovl<stream pp_comm>} : tensor<4x8xf32>
    %132 = ovl.recv from pp = 1 {ovl.stream = #ovl<stream pp_comm>} : tensor<4x8xf32>
    %133 = ovl.event_record on pp_comm : !ovl.event
    ovl.event_wait %133 on compute
    %134 = ovl.add %130, %132 {ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %collapsed_39 = tensor.collapse_shape %95 [[0, 1]] {ovl.stream = #ovl<stream compute>} : tensor<16x8xf32> into tensor<128xf32>
    %collapsed_40 = tensor.collapse_shape %104 [[0, 1]] {ovl.stream = #ovl<stream compute>} : tensor<8x16xf32> into tensor<128xf32>
    %collapsed_41 = tensor.collapse_shape %113 [[0, 1]] {ovl.stream = #ovl<stream compute>} : tensor<4x8xf32> into tensor<32xf32>
    %collapsed_42 = tensor.collapse_shape %122 [[0, 1]] {ovl.stream = #ovl<stream compute>} : tensor<8x12xf32> into tensor<96xf32>
    %collapsed_43 = tensor.collapse_shape %128 [[0, 1]] {ovl.stream = #ovl<stream compute>} : tensor<4x8xf32> into tensor<32xf32>
    %collapsed_44 = tensor.collapse_shape %134 [[0, 1]] {ovl.stream = #ovl<stream compute>} : tensor<4x8xf32> into tensor<32xf32>
    %concat = tensor.concat dim(0) %92, %collapsed_39, %98, %collapsed_40, %106, %107, %110, %collapsed_41, %116, %collapsed_42, %124, %125, %collapsed_43, %collapsed_44 {ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<128xf32>, tensor<16xf32>, tensor<128xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32xf32>, tensor<12xf32>, tensor<96xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<524xf32>
    %135 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %135 on dp_comm
    %136 = ovl.all_reduce_start sum %concat over [dp] {ovl.stream = #ovl<stream dp_comm>} : tensor<524xf32> -> !ovl.inflight<tensor<524xf32>>
    %137 = ovl.event_record on dp_comm : !ovl.event
    ovl.event_wait %137 on compute
    %138 = ovl.wait %136 {ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<524xf32>> -> tensor<524xf32>
    %extracted_slice = tensor.extract_slice %138[0] [8] [1] {ovl.stream = #ovl<stream compute>} : tensor<524xf32> to tensor<8xf32>
    %extracted_slice_45 = tensor.extract_slice %138[8] [128] [1] {ovl.stream = #ovl<stream compute>} : tensor<524xf32> to tensor<128xf32>
    %expanded_46 = tensor.expand_shape %extracted_slice_45 [[0, 1]] output_shape [16, 8] {ovl.stream = #ovl<stream compute>} : tensor<128xf32> into tensor<16x8xf32>
    %extracted_slice_47 = tensor.extract_slice %138[136] [16] [1] {ovl.stream = #ovl<stream compute>} : tensor<524xf32> to tensor<16xf32>
    %extracted_slice_48 = tensor.extract_slice %138[152] [128] [1] {ovl.stream = #ovl<stream compute>} : tensor<524xf32> to tensor<128xf32>
    %expanded_49 = tensor.expand_shape %extracted_slice_48 [[0, 1]] output_shape [8, 16] {ovl.stream = #ovl<stream compute>} : tensor<128xf32> into tensor<8x16xf32>
    %extracted_slice_50 = tensor.extract_slice %138[280] [8] [1] {ovl.stream = #ovl<stream compute>} : tensor<524xf32> to tensor<8xf32>
    %extracted_slice_51 = tensor.extract_slice %138[288] [8] [1] {ovl.stream = #ovl<stream compute>} : tensor<524xf32> to tensor<8xf32>
    %extracted_slice_52 = tensor.extract_slice %138[296] [8] [1] {ovl.stream = #ovl<stream compute>} : tensor<524xf32> to tensor<8xf32>
    %extracted_slice_53 = tensor.extract_slice %138[304] [32] [1] {ovl.stream = #ovl<stream compute>} : tensor<524xf32> to tensor<32xf32>
    %expanded_54 = tensor.expand_shape %extracted_slice_53 [[0, 1]] output_shape [4, 8] {ovl.stream = #ovl<stream compute>} : tensor<32xf32> into tensor<4x8xf32>
    %extracted_slice_55 = tensor.extract_slice %138[336] [12] [1] {ovl.stream = #ovl<stream compute>} : tensor<524xf32> to tensor<12xf32>
    %extracted_slice_56 = tensor.extract_slice %138[348] [96] [1] {ovl.stream = #ovl<stream compute>} : tensor<524xf32> to tensor<96xf32>
    %expanded_57 = tensor.expand_shape %extracted_slice_56 [[0, 1]] output_shape [8, 12] {ovl.stream = #ovl<stream compute>} : tensor<96xf32> into tensor<8x12xf32>
    %extracted_slice_58 = tensor.extract_slice %138[444] [8] [1] {ovl.stream = #ovl<stream compute>} : tensor<524xf32> to tensor<8xf32>
    %extracted_slice_59 = tensor.extract_slice %138[452] [8] [1] {ovl.stream = #ovl<stream compute>} : tensor<524xf32> to tensor<8xf32>
    %extracted_slice_60 = tensor.extract_slice %138[460] [32] [1] {ovl.stream = #ovl<stream compute>} : tensor<524xf32> to tensor<32xf32>
    %expanded_61 = tensor.expand_shape %extracted_slice_60 [[0, 1]] output_shape [4, 8] {ovl.stream = #ovl<stream compute>} : tensor<32xf32> into tensor<4x8xf32>
    %extracted_slice_62 = tensor.extract_slice %138[492] [32] [1] {ovl.stream = #ovl<stream compute>} : tensor<524xf32> to tensor<32xf32>
    %expanded_63 = tensor.expand_shape %extracted_slice_62 [[0, 1]] output_shape [4, 8] {ovl.stream = #ovl<stream compute>} : tensor<32xf32> into tensor<4x8xf32>
    %139 = ovl.sum_squares %expanded_46, %extracted_slice_47, %expanded_49, %expanded_54, %extracted_slice_55, %expanded_57 {ovl.stream = #ovl<stream compute>} : tensor<16x8xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<4x8xf32>, tensor<12xf32>, tensor<8x12xf32> -> tensor<f32>
    %140 = ovl.sum_squares %expanded_63 {ovl.stream = #ovl<stream compute>} : tensor<4x8xf32> -> tensor<f32>
    %141 = ovl.add %139, %140 {ovl.stream = #ovl<stream compute>} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %142 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %142 on tp_comm
    %143 = ovl.all_reduce_start sum %141 over [tp] {ovl.stream = #ovl<stream tp_comm>} : tensor<f32> -> !ovl.inflight<tensor<f32>>
    %144 = ovl.event_record on tp_comm : !ovl.event
    %145 = ovl.sum_squares %extracted_slice, %extracted_slice_50, %extracted_slice_51, %extracted_slice_52, %extracted_slice_58, %extracted_slice_59 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32> -> tensor<f32>
    %146 = ovl.sum_squares %expanded_61 {ovl.stream = #ovl<stream compute>} : tensor<4x8xf32> -> tensor<f32>
    %147 = ovl.add %145, %146 {ovl.stream = #ovl<stream compute>} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    ovl.event_wait %144 on compute
    %148 = ovl.wait %143 {ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<f32>> -> tensor<f32>
    %149 = ovl.add %148, %147 {ovl.stream = #ovl<stream compute>} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %150 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %150 on tp_comm
    %151 = ovl.all_reduce_start sum %149 over [pp] {ovl.stream = #ovl<stream tp_comm>} : tensor<f32> -> !ovl.inflight<tensor<f32>>
    %152 = ovl.event_record on tp_comm : !ovl.event
    ovl.event_wait %152 on compute
    %153 = ovl.wait %151 {ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<f32>> -> tensor<f32>
    %154 = ovl.clip_by_global_norm %expanded_63, %153 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<4x8xf32>, tensor<f32>
    %155 = ovl.clip_by_global_norm %expanded_61, %153 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<4x8xf32>, tensor<f32>
    %156 = ovl.clip_by_global_norm %extracted_slice_58, %153 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %157 = ovl.clip_by_global_norm %extracted_slice_59, %153 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %158 = ovl.clip_by_global_norm %expanded_57, %153 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8x12xf32>, tensor<f32>
    %159 = ovl.clip_by_global_norm %extracted_slice_55, %153 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<12xf32>, tensor<f32>
    %160 = ovl.clip_by_global_norm %expanded_54, %153 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<4x8xf32>, tensor<f32>
    %161 = ovl.clip_by_global_norm %extracted_slice_52, %153 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %162 = ovl.clip_by_global_norm %extracted_slice_50, %153 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %163 = ovl.clip_by_global_norm %extracted_slice_51, %153 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %164 = ovl.clip_by_global_norm %expanded_49, %153 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8x16xf32>, tensor<f32>
    %165 = ovl.clip_by_global_norm %extracted_slice_47, %153 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<16xf32>, tensor<f32>
    %166 = ovl.clip_by_global_norm %expanded_46, %153 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<16x8xf32>, tensor<f32>
    %167 = ovl.clip_by_global_norm %extracted_slice, %153 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %new_param, %new_exp_avg, %new_exp_avg_sq = ovl.adamw_update %arg0, %154, %arg14, %arg28 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<4x8xf32>
    %new_param_64, %new_exp_avg_65, %new_exp_avg_sq_66 = ovl.adamw_update %arg1, %155, %arg15, %arg29 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<4x8xf32>
    %new_param_67, %new_exp_avg_68, %new_exp_avg_sq_69 = ovl.adamw_update %arg2, %156, %arg16, %arg30 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_70, %new_exp_avg_71, %new_exp_avg_sq_72 = ovl.adamw_update %arg3, %157, %arg17, %arg31 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_73, %new_exp_avg_74, %new_exp_avg_sq_75 = ovl.adamw_update %arg4, %158, %arg18, %arg32 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<8x12xf32>
    %new_param_76, %new_exp_avg_77, %new_exp_avg_sq_78 = ovl.adamw_update %arg5, %159, %arg19, %arg33 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<12xf32>
    %new_param_79, %new_exp_avg_80, %new_exp_avg_sq_81 = ovl.adamw_update %arg6, %160, %arg20, %arg34 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<4x8xf32>
    %new_param_82, %new_exp_avg_83, %new_exp_avg_sq_84 = ovl.adamw_update %arg7, %161, %arg21, %arg35 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_85, %new_exp_avg_86, %new_exp_avg_sq_87 = ovl.adamw_update %arg8, %162, %arg22, %arg36 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_88, %new_exp_avg_89, %new_exp_avg_sq_90 = ovl.adamw_update %arg9, %163, %arg23, %arg37 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_91, %new_exp_avg_92, %new_exp_avg_sq_93 = ovl.adamw_update %arg10, %164, %arg24, %arg38 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<8x16xf32>
    %new_param_94, %new_exp_avg_95, %new_exp_avg_sq_96 = ovl.adamw_update %arg11, %165, %arg25, %arg39 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<16xf32>
    %new_param_97, %new_exp_avg_98, %new_exp_avg_sq_99 = ovl.adamw_update %arg12, %166, %arg26, %arg40 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<16x8xf32>
    %new_param_100, %new_exp_avg_101, %new_exp_avg_sq_102 = ovl.adamw_update %arg13, %167, %arg27, %arg41 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    return %new_param, %new_param_64, %new_param_67, %new_param_70, %new_param_73, %new_param_76, %new_param_79, %new_param_82, %new_param_85, %new_param_88, %new_param_91, %new_param_94, %new_param_97, %new_param_100, %new_exp_avg, %new_exp_avg_65, %new_exp_avg_68, %new_exp_avg_71, %new_exp_avg_74, %new_exp_avg_77, %new_exp_avg_80, %new_exp_avg_83, %new_exp_avg_86, %new_exp_avg_89, %new_exp_avg_92, %new_exp_avg_95, %new_exp_avg_98, %new_exp_avg_101, %new_exp_avg_sq, %new_exp_avg_sq_66, %new_exp_avg_sq_69, %new_exp_avg_sq_72, %new_exp_avg_sq_75, %new_exp_avg_sq_78, %new_exp_avg_sq_81, %new_exp_avg_sq_84, %new_exp_avg_sq_87, %new_exp_avg_sq_90, %new_exp_avg_sq_93, %new_exp_avg_sq_96, %new_exp_avg_sq_99, %new_exp_avg_sq_102 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>
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
    ovl.event_wait %14 on compute
    %15 = ovl.wait %13 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %16 = ovl.add %15, %arg5 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %17 = ovl.add %expanded, %16 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %result_1, %mean_2, %rstd_3 = ovl.layer_norm %17, %arg6, %arg7 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %18 = ovl.linear column %result_1, %arg8, %arg9 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<16xf32>) -> tensor<1x4x16xf32>
    %19 = ovl.gelu %18 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32>
    %20 = ovl.linear row %19, %arg10 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>, tensor<16x8xf32>) -> tensor<1x4x8xf32>
    %21 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %21 on tp_comm
    %22 = ovl.all_reduce_start sum %20 over [tp] {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %23 = ovl.event_record on tp_comm : !ovl.event
    ovl.event_wait %23 on compute
    %24 = ovl.wait %22 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %25 = ovl.add %24, %arg11 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %26 = ovl.add %17, %25 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %result_4, %mean_5, %rstd_6 = ovl.layer_norm %26, %arg12, %arg13 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %27 = ovl.linear column %result_4, %arg14 transpose_weight {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x4xf32>
    %28 = ovl.cross_entropy_max %27 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>) -> tensor<1x4xf32>
    %29 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %29 on tp_comm
    %30 = ovl.all_reduce_start max %28 over [tp] {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4xf32> -> !ovl.inflight<tensor<1x4xf32>>
    %31 = ovl.event_record on tp_comm : !ovl.event
    ovl.event_wait %31 on compute
    %32 = ovl.wait %30 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4xf32>> -> tensor<1x4xf32>
    ovl.event_wait %6 on compute
    %33 = ovl.cross_entropy_stats %27, %32, %5 vocab_parallel over [tp] {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4xi32>) -> tensor<1x4x2xf32>
    %34 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %34 on tp_comm
    %35 = ovl.all_reduce_start sum %33 over [tp] {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x2xf32> -> !ovl.inflight<tensor<1x4x2xf32>>
    %36 = ovl.event_record on tp_comm : !ovl.event
    ovl.event_wait %36 on compute
    %37 = ovl.wait %35 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x2xf32>> -> tensor<1x4x2xf32>
    %38 = ovl.cross_entropy_loss %37 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x2xf32>) -> tensor<f32>
    ovl.log_loss %38 {ovl.job = #ovl.job<forward, 0>, ovl.stream = #ovl<stream compute>} : tensor<f32>
    %39 = ovl.recv from pp = 0 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream pp_comm>} : tensor<2x8xf32>
    %40 = ovl.event_record on pp_comm : !ovl.event
    ovl.event_wait %40 on compute
    %41 = ovl.cross_entropy_grad %27, %32, %37, %5 vocab_parallel over [tp] scale 6.250000e-02 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32>) -> tensor<1x4x4xf32>
    %42 = ovl.matmul %41, %arg14 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %43 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %43 on tp_comm
    %44 = ovl.all_reduce_start sum %42 over [tp] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %45 = ovl.event_record on tp_comm : !ovl.event
    %collapsed = tensor.collapse_shape %result_4 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %collapsed_7 = tensor.collapse_shape %41 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x4xf32> into tensor<4x4xf32>
    %46 = ovl.matmul %collapsed_7, %collapsed transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %collapsed_8 = tensor.collapse_shape %19 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32> into tensor<4x16xf32>
    %collapsed_9 = tensor.collapse_shape %result_1 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %collapsed_10 = tensor.collapse_shape %result_0 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x4xf32> into tensor<4x4xf32>
    %collapsed_11 = tensor.collapse_shape %result [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    ovl.event_wait %45 on compute
    %47 = ovl.wait %44 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %input_grad, %gamma_grad, %beta_grad = ovl.layer_norm_grad %26, %arg12, %mean_5, %rstd_6, %47 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %48 = ovl.bias_grad %input_grad {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<8xf32>
    %49 = ovl.matmul %input_grad, %arg10 transpose_b {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<16x8xf32>) -> tensor<1x4x16xf32>
    %collapsed_12 = tensor.collapse_shape %input_grad [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %50 = ovl.matmul %collapsed_8, %collapsed_12 transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x16xf32>, tensor<4x8xf32>) -> tensor<16x8xf32>
    %51 = ovl.gelu_grad %18, %49 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32>
    %52 = ovl.bias_grad %51 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>) -> tensor<16xf32>
    %53 = ovl.matmul %51, %arg8 transpose_b {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>, tensor<8x16xf32>) -> tensor<1x4x8xf32>
    %54 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %54 on tp_comm
    %55 = ovl.all_reduce_start sum %53 over [tp] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %56 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_13 = tensor.collapse_shape %51 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32> into tensor<4x16xf32>
    %57 = ovl.matmul %collapsed_9, %collapsed_13 transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x16xf32>) -> tensor<8x16xf32>
    ovl.event_wait %56 on compute
    %58 = ovl.wait %55 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %input_grad_14, %gamma_grad_15, %beta_grad_16 = ovl.layer_norm_grad %17, %arg6, %mean_2, %rstd_3, %58 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %59 = ovl.add %input_grad, %input_grad_14 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %60 = ovl.bias_grad %59 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<8xf32>
    %61 = ovl.matmul %59, %arg4 transpose_b {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x4xf32>
    %collapsed_17 = tensor.collapse_shape %59 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %62 = ovl.matmul %collapsed_10, %collapsed_17 transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %63 = ovl.attention_grad %10, %result_0, %logsumexp, %61 heads 1 causal {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x12xf32>
    %64 = ovl.bias_grad %63 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>) -> tensor<12xf32>
    %65 = ovl.matmul %63, %arg2 transpose_b {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>, tensor<8x12xf32>) -> tensor<1x4x8xf32>
    %66 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %66 on tp_comm
    %67 = ovl.all_reduce_start sum %65 over [tp] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %68 = ovl.event_record on tp_comm : !ovl.event
    %69 = ovl.all_gather_start %39 over [tp] dim 0 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<2x8xf32> -> !ovl.inflight<tensor<4x8xf32>>
    %70 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_18 = tensor.collapse_shape %63 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x12xf32> into tensor<4x12xf32>
    %71 = ovl.matmul %collapsed_11, %collapsed_18 transpose_a {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x12xf32>) -> tensor<8x12xf32>
    ovl.event_wait %68 on compute
    %72 = ovl.wait %67 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %input_grad_19, %gamma_grad_20, %beta_grad_21 = ovl.layer_norm_grad %expanded, %arg0, %mean, %rstd, %72 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %73 = ovl.add %59, %input_grad_19 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %collapsed_22 = tensor.collapse_shape %73 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %74 = ovl.local_shard %collapsed_22 over [tp] {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream compute>} : tensor<4x8xf32> -> tensor<2x8xf32>
    ovl.event_wait %70 on compute
    %75 = ovl.wait %69 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<4x8xf32>> -> tensor<4x8xf32>
    %76 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %76 on pp_comm
    ovl.send %74 to pp = 0 {ovl.job = #ovl.job<backward, 0>, ovl.stream = #ovl<stream pp_comm>} : tensor<2x8xf32>
    %expanded_23 = tensor.expand_shape %75 [[0, 1], [2]] output_shape [1, 4, 8] {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : tensor<4x8xf32> into tensor<1x4x8xf32>
    %result_24, %mean_25, %rstd_26 = ovl.layer_norm %expanded_23, %arg0, %arg1 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %77 = ovl.linear column %result_24, %arg2, %arg3 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x12xf32>, tensor<12xf32>) -> tensor<1x4x12xf32>
    %result_27, %logsumexp_28 = ovl.attention %77 heads 1 causal {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>) -> (tensor<1x4x4xf32>, tensor<1x1x4xf32>)
    %78 = ovl.linear row %result_27, %arg4 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %79 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %79 on tp_comm
    %80 = ovl.all_reduce_start sum %78 over [tp] {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %81 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_29 = tensor.collapse_shape %result_27 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x4xf32> into tensor<4x4xf32>
    %collapsed_30 = tensor.collapse_shape %result_24 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    ovl.event_wait %81 on compute
    %82 = ovl.wait %80 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %83 = ovl.add %82, %arg5 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %84 = ovl.add %expanded_23, %83 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %result_31, %mean_32, %rstd_33 = ovl.layer_norm %84, %arg6, %arg7 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %85 = ovl.linear column %result_31, %arg8, %arg9 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8x16xf32>, tensor<16xf32>) -> tensor<1x4x16xf32>
    %86 = ovl.gelu %85 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32>
    %87 = ovl.linear row %86, %arg10 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>, tensor<16x8xf32>) -> tensor<1x4x8xf32>
    %88 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %88 on tp_comm
    %89 = ovl.all_reduce_start sum %87 over [tp] {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %90 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_34 = tensor.collapse_shape %86 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32> into tensor<4x16xf32>
    %collapsed_35 = tensor.collapse_shape %result_31 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    ovl.event_wait %90 on compute
    %91 = ovl.wait %89 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %92 = ovl.add %91, %arg11 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>) -> tensor<1x4x8xf32>
    %93 = ovl.add %84, %92 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %result_36, %mean_37, %rstd_38 = ovl.layer_norm %93, %arg12, %arg13 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %94 = ovl.linear column %result_36, %arg14 transpose_weight {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x4xf32>
    %95 = ovl.cross_entropy_max %94 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>) -> tensor<1x4xf32>
    %96 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %96 on tp_comm
    %97 = ovl.all_reduce_start max %95 over [tp] {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4xf32> -> !ovl.inflight<tensor<1x4xf32>>
    %98 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_39 = tensor.collapse_shape %result_36 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    ovl.event_wait %98 on compute
    %99 = ovl.wait %97 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4xf32>> -> tensor<1x4xf32>
    ovl.event_wait %8 on compute
    %100 = ovl.cross_entropy_stats %94, %99, %7 vocab_parallel over [tp] {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4xi32>) -> tensor<1x4x2xf32>
    %101 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %101 on tp_comm
    %102 = ovl.all_reduce_start sum %100 over [tp] {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x2xf32> -> !ovl.inflight<tensor<1x4x2xf32>>
    %103 = ovl.event_record on tp_comm : !ovl.event
    ovl.event_wait %103 on compute
    %104 = ovl.wait %102 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x2xf32>> -> tensor<1x4x2xf32>
    %105 = ovl.cross_entropy_loss %104 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x2xf32>) -> tensor<f32>
    ovl.log_loss %105 {ovl.job = #ovl.job<forward, 1>, ovl.stream = #ovl<stream compute>} : tensor<f32>
    %106 = ovl.cross_entropy_grad %94, %99, %104, %7 vocab_parallel over [tp] scale 6.250000e-02 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>, tensor<1x4xf32>, tensor<1x4x2xf32>, tensor<1x4xi32>) -> tensor<1x4x4xf32>
    %107 = ovl.matmul %106, %arg14 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x4xf32>, tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %108 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %108 on tp_comm
    %109 = ovl.all_reduce_start sum %107 over [tp] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %110 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_40 = tensor.collapse_shape %106 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x4xf32> into tensor<4x4xf32>
    %111 = ovl.matmul %collapsed_40, %collapsed_39 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %112 = ovl.add %46, %111 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    ovl.event_wait %110 on compute
    %113 = ovl.wait %109 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %input_grad_41, %gamma_grad_42, %beta_grad_43 = ovl.layer_norm_grad %93, %arg12, %mean_37, %rstd_38, %113 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %114 = ovl.add %gamma_grad, %gamma_grad_42 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %115 = ovl.add %beta_grad, %beta_grad_43 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %116 = ovl.bias_grad %input_grad_41 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<8xf32>
    %117 = ovl.add %48, %116 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %118 = ovl.matmul %input_grad_41, %arg10 transpose_b {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<16x8xf32>) -> tensor<1x4x16xf32>
    %collapsed_44 = tensor.collapse_shape %input_grad_41 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %119 = ovl.matmul %collapsed_34, %collapsed_44 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x16xf32>, tensor<4x8xf32>) -> tensor<16x8xf32>
    %120 = ovl.add %50, %119 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %121 = ovl.gelu_grad %85, %118 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32>
    %122 = ovl.bias_grad %121 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>) -> tensor<16xf32>
    %123 = ovl.add %52, %122 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %124 = ovl.matmul %121, %arg8 transpose_b {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x16xf32>, tensor<8x16xf32>) -> tensor<1x4x8xf32>
    %125 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %125 on tp_comm
    %126 = ovl.all_reduce_start sum %124 over [tp] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %127 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_45 = tensor.collapse_shape %121 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x16xf32> into tensor<4x16xf32>
    %128 = ovl.matmul %collapsed_35, %collapsed_45 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x16xf32>) -> tensor<8x16xf32>
    %129 = ovl.add %57, %128 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    ovl.event_wait %127 on compute
    %130 = ovl.wait %126 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %input_grad_46, %gamma_grad_47, %beta_grad_48 = ovl.layer_norm_grad %84, %arg6, %mean_32, %rstd_33, %130 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %131 = ovl.add %gamma_grad_15, %gamma_grad_47 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %132 = ovl.add %beta_grad_16, %beta_grad_48 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %133 = ovl.add %input_grad_41, %input_grad_46 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %134 = ovl.bias_grad %133 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>) -> tensor<8xf32>
    %135 = ovl.add %60, %134 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %136 = ovl.matmul %133, %arg4 transpose_b {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> tensor<1x4x4xf32>
    %collapsed_49 = tensor.collapse_shape %133 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %137 = ovl.matmul %collapsed_29, %collapsed_49 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %138 = ovl.add %62, %137 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %139 = ovl.attention_grad %77, %result_27, %logsumexp_28, %136 heads 1 causal {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>, tensor<1x4x4xf32>, tensor<1x1x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x12xf32>
    %140 = ovl.bias_grad %139 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>) -> tensor<12xf32>
    %141 = ovl.add %64, %140 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %142 = ovl.matmul %139, %arg2 transpose_b {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x12xf32>, tensor<8x12xf32>) -> tensor<1x4x8xf32>
    %143 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %143 on tp_comm
    %144 = ovl.all_reduce_start sum %142 over [tp] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream tp_comm>} : tensor<1x4x8xf32> -> !ovl.inflight<tensor<1x4x8xf32>>
    %145 = ovl.event_record on tp_comm : !ovl.event
    %collapsed_50 = tensor.collapse_shape %139 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x12xf32> into tensor<4x12xf32>
    %146 = ovl.matmul %collapsed_30, %collapsed_50 transpose_a {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x12xf32>) -> tensor<8x12xf32>
    %147 = ovl.add %71, %146 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8x12xf32>, tensor<8x12xf32>) -> tensor<8x12xf32>
    ovl.event_wait %145 on compute
    %148 = ovl.wait %144 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
    %input_grad_51, %gamma_grad_52, %beta_grad_53 = ovl.layer_norm_grad %expanded_23, %arg0, %mean_25, %rstd_26, %148 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<8xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<8xf32>, tensor<8xf32>)
    %149 = ovl.add %gamma_grad_20, %gamma_grad_52 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %150 = ovl.add %beta_grad_21, %beta_grad_53 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %151 = ovl.add %133, %input_grad_51 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %collapsed_54 = tensor.collapse_shape %151 [[0, 1], [2]] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<1x4x8xf32> into tensor<4x8xf32>
    %152 = ovl.local_shard %collapsed_54 over [tp] {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream compute>} : tensor<4x8xf32> -> tensor<2x8xf32>
    %153 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %153 on pp_comm
    ovl.send %152 to pp = 0 {ovl.job = #ovl.job<backward, 1>, ovl.stream = #ovl<stream pp_comm>} : tensor<2x8xf32>
    %154 = ovl.recv from pp = 0 {ovl.stream = #ovl<stream pp_comm>} : tensor<4x8xf32>
    %155 = ovl.event_record on pp_comm : !ovl.event
    ovl.event_wait %155 on compute
    ovl.send %112 to pp = 0 {ovl.stream = #ovl<stream pp_comm>} : tensor<4x8xf32>
    %156 = ovl.add %154, %112 {ovl.stream = #ovl<stream compute>} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %collapsed_55 = tensor.collapse_shape %120 [[0, 1]] {ovl.stream = #ovl<stream compute>} : tensor<16x8xf32> into tensor<128xf32>
    %collapsed_56 = tensor.collapse_shape %129 [[0, 1]] {ovl.stream = #ovl<stream compute>} : tensor<8x16xf32> into tensor<128xf32>
    %collapsed_57 = tensor.collapse_shape %138 [[0, 1]] {ovl.stream = #ovl<stream compute>} : tensor<4x8xf32> into tensor<32xf32>
    %collapsed_58 = tensor.collapse_shape %147 [[0, 1]] {ovl.stream = #ovl<stream compute>} : tensor<8x12xf32> into tensor<96xf32>
    %collapsed_59 = tensor.collapse_shape %156 [[0, 1]] {ovl.stream = #ovl<stream compute>} : tensor<4x8xf32> into tensor<32xf32>
    %concat = tensor.concat dim(0) %114, %115, %117, %collapsed_55, %123, %collapsed_56, %131, %132, %135, %collapsed_57, %141, %collapsed_58, %149, %150, %collapsed_59 {ovl.stream = #ovl<stream compute>} : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<128xf32>, tensor<16xf32>, tensor<128xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32xf32>, tensor<12xf32>, tensor<96xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32xf32>) -> tensor<508xf32>
    %157 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %157 on dp_comm
    %158 = ovl.all_reduce_start sum %concat over [dp] {ovl.stream = #ovl<stream dp_comm>} : tensor<508xf32> -> !ovl.inflight<tensor<508xf32>>
    %159 = ovl.event_record on dp_comm : !ovl.event
    ovl.event_wait %159 on compute
    %160 = ovl.wait %158 {ovl.stream = #ovl<stream compute>} : !ovl.inflight<tensor<508xf32>> -> tensor<508xf32>
    %extracted_slice = tensor.extract_slice %160[0] [8] [1] {ovl.stream = #ovl<stream compute>} : tensor<508xf32> to tensor<8xf32>
    %extracted_slice_60 = tensor.extract_slice %160[8] [8] [1] {ovl.stream = #ovl<stream compute>} : tensor<508xf32> to tensor<8xf32>
    %extracted_slice_61 = tensor.extract_slice %160[16] [8] [1] {ovl.stream = #ovl<stream compute>} : tensor<508xf32> to tensor<8xf32>
    %extracted_slice_62 = tensor.extract_slice %160[24] [128] [1] {ovl.stream = #ovl<stream compute>} : tensor<508xf32> to tensor<128xf32>
    %expanded_63 = tensor.expand_shape %extracted_slice_62 [[0, 1]] output_shape [16, 8] {ovl.stream = #ovl<stream compute>} : tensor<128xf32> into tensor<16x8xf32>
    %extracted_slice_64 = tensor.extract_slice %160[152] [16] [1] {ovl.stream = #ovl<stream compute>} : tensor<508xf32> to tensor<16xf32>
    %extracted_slice_65 = tensor.extract_slice %160[168] [128] [1] {ovl.stream = #ovl<stream compute>} : tensor<508xf32> to tensor<128xf32>
    %expanded_66 = tensor.expand_shape %extracted_slice_65 [[0, 1]] output_shape [8, 16] {ovl.stream = #ovl<stream compute>} : tensor<128xf32> into tensor<8x16xf32>
    %extracted_slice_67 = tensor.extract_slice %160[296] [8] [1] {ovl.stream = #ovl<stream compute>} : tensor<508xf32> to tensor<8xf32>
    %extracted_slice_68 = tensor.extract_slice %160[304] [8] [1] {ovl.stream = #ovl<stream compute>} : tensor<508xf32> to tensor<8xf32>
    %extracted_slice_69 = tensor.extract_slice %160[312] [8] [1] {ovl.stream = #ovl<stream compute>} : tensor<508xf32> to tensor<8xf32>
    %extracted_slice_70 = tensor.extract_slice %160[320] [32] [1] {ovl.stream = #ovl<stream compute>} : tensor<508xf32> to tensor<32xf32>
    %expanded_71 = tensor.expand_shape %extracted_slice_70 [[0, 1]] output_shape [4, 8] {ovl.stream = #ovl<stream compute>} : tensor<32xf32> into tensor<4x8xf32>
    %extracted_slice_72 = tensor.extract_slice %160[352] [12] [1] {ovl.stream = #ovl<stream compute>} : tensor<508xf32> to tensor<12xf32>
    %extracted_slice_73 = tensor.extract_slice %160[364] [96] [1] {ovl.stream = #ovl<stream compute>} : tensor<508xf32> to tensor<96xf32>
    %expanded_74 = tensor.expand_shape %extracted_slice_73 [[0, 1]] output_shape [8, 12] {ovl.stream = #ovl<stream compute>} : tensor<96xf32> into tensor<8x12xf32>
    %extracted_slice_75 = tensor.extract_slice %160[460] [8] [1] {ovl.stream = #ovl<stream compute>} : tensor<508xf32> to tensor<8xf32>
    %extracted_slice_76 = tensor.extract_slice %160[468] [8] [1] {ovl.stream = #ovl<stream compute>} : tensor<508xf32> to tensor<8xf32>
    %extracted_slice_77 = tensor.extract_slice %160[476] [32] [1] {ovl.stream = #ovl<stream compute>} : tensor<508xf32> to tensor<32xf32>
    %expanded_78 = tensor.expand_shape %extracted_slice_77 [[0, 1]] output_shape [4, 8] {ovl.stream = #ovl<stream compute>} : tensor<32xf32> into tensor<4x8xf32>
    %161 = ovl.sum_squares %expanded_63, %extracted_slice_64, %expanded_66, %expanded_71, %extracted_slice_72, %expanded_74 {ovl.stream = #ovl<stream compute>} : tensor<16x8xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<4x8xf32>, tensor<12xf32>, tensor<8x12xf32> -> tensor<f32>
    %162 = ovl.event_record on compute : !ovl.event
    ovl.event_wait %162 on tp_comm
    %163 = ovl.all_reduce_start sum %161 over [tp] {ovl.stream = #ovl<stream tp_comm>} : tensor<f32> -> !ovl.inflight<tensor<f32>>
    %164 = ovl.event_record on tp_comm : !ovl.event
    %165 = ovl.sum_squares %extracted_slice, %extracted_slice_60, %extracted_slice_61, %extracted_slice_67, %extracted_slice_68, %extracted_slice_69 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32> -> tensor<f32>
    %166 = ovl.sum_squares %extracted_slice_75, %extracted_slice_76 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<8xf32> -> tensor<f32>
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
    %174 = ovl.clip_by_global_norm %extracted_slice_75, %173 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %175 = ovl.clip_by_global_norm %extracted_slice_76, %173 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %176 = ovl.clip_by_global_norm %expanded_74, %173 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8x12xf32>, tensor<f32>
    %177 = ovl.clip_by_global_norm %extracted_slice_72, %173 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<12xf32>, tensor<f32>
    %178 = ovl.clip_by_global_norm %expanded_71, %173 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<4x8xf32>, tensor<f32>
    %179 = ovl.clip_by_global_norm %extracted_slice_69, %173 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %180 = ovl.clip_by_global_norm %extracted_slice_67, %173 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %181 = ovl.clip_by_global_norm %extracted_slice_68, %173 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %182 = ovl.clip_by_global_norm %expanded_66, %173 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8x16xf32>, tensor<f32>
    %183 = ovl.clip_by_global_norm %extracted_slice_64, %173 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<16xf32>, tensor<f32>
    %184 = ovl.clip_by_global_norm %expanded_63, %173 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<16x8xf32>, tensor<f32>
    %185 = ovl.clip_by_global_norm %extracted_slice_61, %173 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %186 = ovl.clip_by_global_norm %extracted_slice, %173 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %187 = ovl.clip_by_global_norm %extracted_slice_60, %173 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>, tensor<f32>
    %188 = ovl.clip_by_global_norm %expanded_78, %173 max_norm 1.000000e+00 {ovl.stream = #ovl<stream compute>} : tensor<4x8xf32>, tensor<f32>
    %new_param, %new_exp_avg, %new_exp_avg_sq = ovl.adamw_update %arg0, %174, %arg15, %arg30 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_79, %new_exp_avg_80, %new_exp_avg_sq_81 = ovl.adamw_update %arg1, %175, %arg16, %arg31 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_82, %new_exp_avg_83, %new_exp_avg_sq_84 = ovl.adamw_update %arg2, %176, %arg17, %arg32 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<8x12xf32>
    %new_param_85, %new_exp_avg_86, %new_exp_avg_sq_87 = ovl.adamw_update %arg3, %177, %arg18, %arg33 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<12xf32>
    %new_param_88, %new_exp_avg_89, %new_exp_avg_sq_90 = ovl.adamw_update %arg4, %178, %arg19, %arg34 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<4x8xf32>
    %new_param_91, %new_exp_avg_92, %new_exp_avg_sq_93 = ovl.adamw_update %arg5, %179, %arg20, %arg35 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_94, %new_exp_avg_95, %new_exp_avg_sq_96 = ovl.adamw_update %arg6, %180, %arg21, %arg36 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_97, %new_exp_avg_98, %new_exp_avg_sq_99 = ovl.adamw_update %arg7, %181, %arg22, %arg37 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_100, %new_exp_avg_101, %new_exp_avg_sq_102 = ovl.adamw_update %arg8, %182, %arg23, %arg38 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<8x16xf32>
    %new_param_103, %new_exp_avg_104, %new_exp_avg_sq_105 = ovl.adamw_update %arg9, %183, %arg24, %arg39 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<16xf32>
    %new_param_106, %new_exp_avg_107, %new_exp_avg_sq_108 = ovl.adamw_update %arg10, %184, %arg25, %arg40 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<16x8xf32>
    %new_param_109, %new_exp_avg_110, %new_exp_avg_sq_111 = ovl.adamw_update %arg11, %185, %arg26, %arg41 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_112, %new_exp_avg_113, %new_exp_avg_sq_114 = ovl.adamw_update %arg12, %186, %arg27, %arg42 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_115, %new_exp_avg_116, %new_exp_avg_sq_117 = ovl.adamw_update %arg13, %187, %arg28, %arg43 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>} : tensor<8xf32>
    %new_param_118, %new_exp_avg_119, %new_exp_avg_sq_120 = ovl.adamw_update %arg14, %188, %arg29, %arg44 lr 5.000000e-02 betas 9.000000e-01, 0.99899999999999999 eps 1.000000e-08 {ovl.stream = #ovl<stream compute>, weight_decay = 1.000000e-02 : f64} : tensor<4x8xf32>
    return %new_param, %new_param_79, %new_param_82, %new_param_85, %new_param_88, %new_param_91, %new_param_94, %new_param_97, %new_param_100, %new_param_103, %new_param_106, %new_param_109, %new_param_112, %new_param_115, %new_param_118, %new_exp_avg, %new_exp_avg_80, %new_exp_avg_83, %new_exp_avg_86, %new_exp_avg_89, %new_exp_avg_92, %new_exp_avg_95, %new_exp_avg_98, %new_exp_avg_101, %new_exp_avg_104, %new_exp_avg_107, %new_exp_avg_110, %new_exp_avg_113, %new_exp_avg_116, %new_exp_avg_119, %new_exp_avg_sq, %new_exp_avg_sq_81, %new_exp_avg_sq_84, %new_exp_avg_sq_87, %new_exp_avg_sq_90, %new_exp_avg_sq_93, %new_exp_avg_sq_96, %new_exp_avg_sq_99, %new_exp_avg_sq_102, %new_exp_avg_sq_105, %new_exp_avg_sq_108, %new_exp_avg_sq_111, %new_exp_avg_sq_114, %new_exp_avg_sq_117, %new_exp_avg_sq_120 : tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x12xf32>, tensor<12xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>
  }
}

