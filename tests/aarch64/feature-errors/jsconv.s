// without jsconv: each line is rejected
fjcvtzs	w24, d16
