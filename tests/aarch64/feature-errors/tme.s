// without tme: each line is rejected
tcancel	#0xc9d0
tcommit
tstart	x29
ttest	x5
