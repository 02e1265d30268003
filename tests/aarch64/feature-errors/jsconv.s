// without jsconv: each line is rejected
fjcvtzs	w29, d18
