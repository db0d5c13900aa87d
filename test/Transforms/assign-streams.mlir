// RUN: ovl-opt %s --ovl-assign-streams --split-input-file | FileCheck %s
// RUN: ovl-opt %s --ovl-assign-streams --split-input-file --mlir-disable-threading | FileCheck %s

ovl.mesh @mesh axes [tp = 2 : tensor]

// Tests the pass's example: the start waits for the matmul on compute; its
// event is recorded right after it, and compute waits for it only at the
// wait, where the value is needed; the independent gelu runs before.

// CHECK-LABEL: func.func @example
func.func @example(%x: tensor<8x16xf32>, %w: tensor<16x16xf32>) -> tensor<8x16xf32> {
  // CHECK-NEXT: %[[Y:.+]] = ovl.matmul %arg0, %arg1 {ovl.stream = #ovl<stream compute>}
  // CHECK-NEXT: %[[E0:.+]] = ovl.event_record on compute : !ovl.event
  // CHECK-NEXT: ovl.event_wait %[[E0]] on tp_comm
  // CHECK-NEXT: %[[H:.+]] = ovl.all_reduce_start sum %[[Y]] over [tp] {ovl.stream = #ovl<stream tp_comm>}
  // CHECK-NEXT: %[[E1:.+]] = ovl.event_record on tp_comm : !ovl.event
  // CHECK-NEXT: %[[Z:.+]] = ovl.gelu %arg0 {ovl.stream = #ovl<stream compute>}
  // CHECK-NEXT: ovl.event_wait %[[E1]] on compute
  // CHECK-NEXT: %[[R:.+]] = ovl.wait %[[H]] {ovl.stream = #ovl<stream compute>}
  // CHECK-NEXT: ovl.add %[[R]], %[[Z]] {ovl.stream = #ovl<stream compute>}
  // CHECK-NEXT: return
  %y = ovl.matmul %x, %w : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
  %h = ovl.all_reduce_start sum %y over [tp] : tensor<8x16xf32> -> !ovl.inflight<tensor<8x16xf32>>
  %z = ovl.gelu %x : tensor<8x16xf32>
  %r = ovl.wait %h : !ovl.inflight<tensor<8x16xf32>> -> tensor<8x16xf32>
  %s = ovl.add %r, %z : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  return %s : tensor<8x16xf32>
}

// -----

ovl.mesh @mesh axes [pp = 2 : pipeline, dp = 2 : data, tp = 2 : tensor]

// Tests the roles: collectives with dp in their group on dp_comm, other
// collectives (synchronous ones too) on tp_comm, point-to-point on
// pp_comm, input loads on copy; a role given in the input is kept.

// CHECK-LABEL: func.func @roles
func.func @roles(%x: tensor<2x4xf32>) {
  // CHECK: ovl.load_batch {{.+}}ovl.stream = #ovl<stream copy>
  // CHECK: ovl.all_reduce sum %arg0 over [dp, tp] {ovl.stream = #ovl<stream dp_comm>}
  // CHECK: ovl.all_reduce max %arg0 over [tp] {ovl.stream = #ovl<stream tp_comm>}
  // CHECK: ovl.send %arg0 to pp = 1 {ovl.stream = #ovl<stream pp_comm>}
  // CHECK: ovl.recv from pp = 1 {ovl.stream = #ovl<stream pp_comm>}
  // CHECK: ovl.all_reduce sum %arg0 over [tp] {ovl.stream = #ovl<stream compute>}
  %t = ovl.load_batch tokens microbatch 0 vocab 16 : tensor<2x4xi32>
  %a = ovl.all_reduce sum %x over [dp, tp] : tensor<2x4xf32> -> tensor<2x4xf32>
  %b = ovl.all_reduce max %x over [tp] : tensor<2x4xf32> -> tensor<2x4xf32>
  ovl.send %x to pp = 1 : tensor<2x4xf32>
  %r = ovl.recv from pp = 1 : tensor<2x4xf32>
  %c = ovl.all_reduce sum %x over [tp] {ovl.stream = #ovl<stream compute>} : tensor<2x4xf32> -> tensor<2x4xf32>
  return
}

// -----

// Tests that streams follow axis roles, never names: on a mesh named
// [data, tensor] the data-parallel all-reduce goes on dp_comm, and an axis
// called dp whose role is tensor is a tensor-parallel axis.
ovl.mesh @mesh axes [data = 2 : data, tensor = 2 : tensor, dp = 2 : tensor]

// CHECK-LABEL: func.func @roles_not_names
func.func @roles_not_names(%x: tensor<2x4xf32>) {
  // CHECK: ovl.all_reduce sum %arg0 over [data] {ovl.stream = #ovl<stream dp_comm>}
  // CHECK: ovl.all_reduce sum %arg0 over [tensor] {ovl.stream = #ovl<stream tp_comm>}
  // CHECK: ovl.all_reduce sum %arg0 over [dp] {ovl.stream = #ovl<stream tp_comm>}
  // CHECK: ovl.all_reduce sum %arg0 over [dp, data] {ovl.stream = #ovl<stream dp_comm>}
  %a = ovl.all_reduce sum %x over [data] : tensor<2x4xf32> -> tensor<2x4xf32>
  %b = ovl.all_reduce sum %x over [tensor] : tensor<2x4xf32> -> tensor<2x4xf32>
  %c = ovl.all_reduce sum %x over [dp] : tensor<2x4xf32> -> tensor<2x4xf32>
  %d = ovl.all_reduce sum %x over [dp, data] : tensor<2x4xf32> -> tensor<2x4xf32>
  return
}

// -----

ovl.mesh @mesh axes [dp = 2 : data, tp = 2 : tensor]

// Tests the transitive reduction. One record serves every waiter; a stream
// that already knows of a completion waits no more (compute waited for the
// later of two tp_comm ops, which implies the earlier; dp_comm learns of
// the load through compute's event, so it does not wait on copy again).

// CHECK-LABEL: func.func @minimal
func.func @minimal(%x: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  // CHECK-NEXT: %[[L:.+]] = ovl.gelu %arg0 {ovl.stream = #ovl<stream copy>}
  // CHECK-NEXT: %[[EL:.+]] = ovl.event_record on copy
  // CHECK-NEXT: %[[A:.+]] = ovl.all_reduce sum %arg0 over [tp]
  // CHECK-NEXT: %[[B:.+]] = ovl.all_reduce max %arg0 over [tp]
  // CHECK-NEXT: %[[EB:.+]] = ovl.event_record on tp_comm
  // CHECK-NEXT: ovl.event_wait %[[EB]] on compute
  // CHECK-NEXT: %[[S:.+]] = ovl.add %[[A]], %[[B]]
  // CHECK-NEXT: ovl.event_wait %[[EL]] on compute
  // CHECK-NEXT: %[[G:.+]] = ovl.gelu %[[L]] {ovl.stream = #ovl<stream compute>}
  // CHECK-NEXT: %[[EG:.+]] = ovl.event_record on compute
  // CHECK-NEXT: ovl.event_wait %[[EG]] on dp_comm
  // CHECK-NEXT: %[[D:.+]] = ovl.all_reduce sum %[[G]] over [dp]
  // CHECK-NEXT: %[[D2:.+]] = ovl.all_reduce sum %[[L]] over [dp]
  // CHECK-NEXT: %[[ED:.+]] = ovl.event_record on dp_comm
  // CHECK-NEXT: ovl.event_wait %[[ED]] on compute
  // CHECK-NEXT: %[[T:.+]] = ovl.add %[[D]], %[[D2]]
  // CHECK-NEXT: %[[U:.+]] = ovl.add %[[S]], %[[A]]
  // CHECK-NEXT: return %[[T]], %[[U]]
  %l = ovl.gelu %x {ovl.stream = #ovl<stream copy>} : tensor<8xf32>
  %a = ovl.all_reduce sum %x over [tp] : tensor<8xf32> -> tensor<8xf32>
  %b = ovl.all_reduce max %x over [tp] : tensor<8xf32> -> tensor<8xf32>
  %s = ovl.add %a, %b : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  %g = ovl.gelu %l : tensor<8xf32>
  %d = ovl.all_reduce sum %g over [dp] : tensor<8xf32> -> tensor<8xf32>
  %d2 = ovl.all_reduce sum %l over [dp] : tensor<8xf32> -> tensor<8xf32>
  %t = ovl.add %d, %d2 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  %u = ovl.add %s, %a : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  return %t, %u : tensor<8xf32>, tensor<8xf32>
}

// -----

ovl.mesh @mesh axes [tp = 2 : tensor]

// Tests that events already in the function are kept and count: compute
// already waits for the all-reduce, so nothing is added.

// CHECK-LABEL: func.func @existing_events
func.func @existing_events(%x: tensor<8xf32>) -> tensor<8xf32> {
  // CHECK-NEXT: ovl.all_reduce sum %arg0 over [tp] {ovl.stream = #ovl<stream tp_comm>}
  // CHECK-NEXT: ovl.event_record on tp_comm
  // CHECK-NEXT: ovl.event_wait %{{.+}} on compute
  // CHECK-NEXT: ovl.gelu
  // CHECK-NEXT: return
  %a = ovl.all_reduce sum %x over [tp] : tensor<8xf32> -> tensor<8xf32>
  %e = ovl.event_record on tp_comm : !ovl.event
  ovl.event_wait %e on compute
  %g = ovl.gelu %a : tensor<8xf32>
  return %g : tensor<8xf32>
}

// -----

ovl.mesh @mesh axes [dp = 2 : data, tp = 2 : tensor]

// Tests the role of a wait: its first reader's in program order, whatever
// stream that reader is on (here a data-parallel collective that has no
// role yet, then a compute op), else its start's when nothing reads it.

// CHECK-LABEL: func.func @wait_roles
func.func @wait_roles(%x: tensor<8xf32>) -> tensor<8xf32> {
  // CHECK: %[[H:.+]] = ovl.all_reduce_start sum %arg0 over [tp] {ovl.stream = #ovl<stream tp_comm>}
  // CHECK: %[[R:.+]] = ovl.wait %[[H]] {ovl.stream = #ovl<stream dp_comm>}
  // CHECK: ovl.all_reduce sum %[[R]] over [dp] {ovl.stream = #ovl<stream dp_comm>}
  // CHECK: ovl.gelu %[[R]] {ovl.stream = #ovl<stream compute>}
  // CHECK: %[[H2:.+]] = ovl.all_reduce_start sum %arg0 over [dp] {ovl.stream = #ovl<stream dp_comm>}
  // CHECK: ovl.wait %[[H2]] {ovl.stream = #ovl<stream dp_comm>}
  %h = ovl.all_reduce_start sum %x over [tp] : tensor<8xf32> -> !ovl.inflight<tensor<8xf32>>
  %r = ovl.wait %h : !ovl.inflight<tensor<8xf32>> -> tensor<8xf32>
  %d = ovl.all_reduce sum %r over [dp] : tensor<8xf32> -> tensor<8xf32>
  %g = ovl.gelu %r : tensor<8xf32>
  %h2 = ovl.all_reduce_start sum %x over [dp] : tensor<8xf32> -> !ovl.inflight<tensor<8xf32>>
  %r2 = ovl.wait %h2 : !ovl.inflight<tensor<8xf32>> -> tensor<8xf32>
  %s = ovl.add %d, %g : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  return %s : tensor<8xf32>
}

// -----

ovl.mesh @mesh axes [dp = 2 : data, tp = 2 : tensor]

// Tests that an op two other streams wait for gets one event: the matmul's
// record serves both the tp and the dp start.

// CHECK-LABEL: func.func @shared_record
func.func @shared_record(%x: tensor<8x16xf32>, %w: tensor<16x16xf32>) -> tensor<8x16xf32> {
  // CHECK-NEXT: ovl.matmul
  // CHECK-NEXT: %[[E:.+]] = ovl.event_record on compute
  // CHECK-NEXT: ovl.event_wait %[[E]] on tp_comm
  // CHECK-NEXT: ovl.all_reduce_start sum {{.*}} over [tp]
  // CHECK-NEXT: ovl.event_record on tp_comm
  // CHECK-NEXT: ovl.event_wait %[[E]] on dp_comm
  // CHECK-NEXT: ovl.all_reduce_start sum {{.*}} over [dp]
  // CHECK-NOT: ovl.event_record on compute
  // CHECK: return
  %y = ovl.matmul %x, %w : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
  %h = ovl.all_reduce_start sum %y over [tp] : tensor<8x16xf32> -> !ovl.inflight<tensor<8x16xf32>>
  %g = ovl.all_reduce_start sum %y over [dp] : tensor<8x16xf32> -> !ovl.inflight<tensor<8x16xf32>>
  %a = ovl.wait %h : !ovl.inflight<tensor<8x16xf32>> -> tensor<8x16xf32>
  %b = ovl.wait %g : !ovl.inflight<tensor<8x16xf32>> -> tensor<8x16xf32>
  %s = ovl.add %a, %b : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  return %s : tensor<8x16xf32>
}

// -----

ovl.mesh @mesh axes [tp = 2 : tensor]

// Tests that a wait on an existing event_join orders the waiting stream
// after every record joined: the tp starts need the matmul (compute) and
// the gelu (copy), and the joined wait already covers both.

// CHECK-LABEL: func.func @joined_events
func.func @joined_events(%x: tensor<8x16xf32>, %w: tensor<16x16xf32>) -> tensor<8x16xf32> {
  // CHECK: ovl.event_join
  // CHECK-NEXT: ovl.event_wait %{{.+}} on tp_comm
  // CHECK-NEXT: ovl.all_reduce_start
  // CHECK-NEXT: ovl.event_record on tp_comm
  // CHECK-NEXT: ovl.all_reduce_start
  // CHECK-NEXT: ovl.event_record on tp_comm
  // CHECK-NOT: on tp_comm
  // CHECK: return
  %y = ovl.matmul %x, %w {ovl.stream = #ovl<stream compute>} : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
  %e1 = ovl.event_record on compute : !ovl.event
  %z = ovl.gelu %x {ovl.stream = #ovl<stream copy>} : tensor<8x16xf32>
  %e2 = ovl.event_record on copy : !ovl.event
  %j = ovl.event_join %e1, %e2 : !ovl.event
  ovl.event_wait %j on tp_comm
  %h = ovl.all_reduce_start sum %y over [tp] : tensor<8x16xf32> -> !ovl.inflight<tensor<8x16xf32>>
  %k = ovl.all_reduce_start sum %z over [tp] : tensor<8x16xf32> -> !ovl.inflight<tensor<8x16xf32>>
  %a = ovl.wait %h : !ovl.inflight<tensor<8x16xf32>> -> tensor<8x16xf32>
  %b = ovl.wait %k : !ovl.inflight<tensor<8x16xf32>> -> tensor<8x16xf32>
  %s = ovl.add %a, %b : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  return %s : tensor<8x16xf32>
}
