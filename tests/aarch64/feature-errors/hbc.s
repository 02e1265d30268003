// without hbc: each line is rejected
bc.gt	#910128
