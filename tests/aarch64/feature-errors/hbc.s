// without hbc: each line is rejected
bc.hi	#-1048576
