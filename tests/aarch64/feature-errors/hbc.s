// without hbc: each line is rejected
bc.lo	#-647736
