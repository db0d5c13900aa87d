module {
  // expected-error @below {{nothing}}
  func.func @f() {
    return
  }
}
