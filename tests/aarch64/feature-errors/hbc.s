// without hbc: each line is rejected
bc.ne	#102336
