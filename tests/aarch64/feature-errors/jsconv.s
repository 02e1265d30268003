// without jsconv: each line is rejected
fjcvtzs	w17, d10
