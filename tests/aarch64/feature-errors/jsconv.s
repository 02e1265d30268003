// without jsconv: each line is rejected
fjcvtzs	w30, d1
