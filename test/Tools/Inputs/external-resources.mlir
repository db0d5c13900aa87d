module {
  func.func @f() {
    return
  }
}

{-#
  external_resources: {
    not_loaded: {
      blob1: "0x08000000010000000200000003000000"
    }
  }
#-}
