// mattr: +jsconv
// instructions llvm-mc 19 takes only with: jsconv
fjcvtzs	w8, d16
