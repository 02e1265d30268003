// mattr: +jsconv
// instructions llvm-mc 19 takes only with: jsconv
fjcvtzs	w24, d16
