// without hbc: each line is rejected
bc.hs	#0
