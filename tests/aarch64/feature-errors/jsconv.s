// without jsconv: each line is rejected
fjcvtzs	w27, d5
