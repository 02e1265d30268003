// without jsconv: each line is rejected
fjcvtzs	w0, d10
