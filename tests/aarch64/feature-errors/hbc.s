// without hbc: each line is rejected
bc.hi	#485836
