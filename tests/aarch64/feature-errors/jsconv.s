// without jsconv: each line is rejected
fjcvtzs	w8, d16
