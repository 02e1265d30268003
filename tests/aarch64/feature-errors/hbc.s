// without hbc: each line is rejected
bc.ls	#347916
