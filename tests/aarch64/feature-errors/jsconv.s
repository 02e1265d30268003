// without jsconv: each line is rejected
fjcvtzs	w20, d29
