//===- HeldDiagnostics.h - Diagnostics held back per task -------*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// A pass that runs independent pieces of work on the context's threads must
// still report as if it ran them in turn: the diagnostics of a piece that a
// sequential run would not have reached are dropped, the others shown in the
// sequential order. Each piece runs under hold() with a list of its own; the
// pass then releases the lists it would have reached, in order.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_SUPPORT_HELDDIAGNOSTICS_H
#define OVL_SUPPORT_HELDDIAGNOSTICS_H

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"

#include <vector>

namespace mlir::ovl {

/// Holds back the diagnostics a thread emits while it runs a call wrapped
/// in hold(), in the list that call names; release() shows a list, in
/// order. Diagnostics emitted outside hold() pass through untouched.
class HeldDiagnostics {
public:
  using List = std::vector<Diagnostic>;

  explicit HeldDiagnostics(MLIRContext *context)
      : context(context), handler(context, [](Diagnostic &diag) {
          if (!into)
            return failure(); // Not held: the next handler shows it.
          into->push_back(std::move(diag));
          return success();
        }) {}

  template <typename Fn> LogicalResult hold(List &list, Fn &&fn) {
    List *outer = into;
    into = &list;
    LogicalResult result = fn();
    into = outer;
    return result;
  }
  void release(List &list) {
    for (Diagnostic &diag : list)
      context->getDiagEngine().emit(std::move(diag));
    list.clear();
  }

private:
  static inline thread_local List *into = nullptr;
  MLIRContext *context;
  ScopedDiagnosticHandler handler;
};

} // namespace mlir::ovl

#endif // OVL_SUPPORT_HELDDIAGNOSTICS_H
