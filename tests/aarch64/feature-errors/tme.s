// without tme: each line is rejected
tcancel	#0xda1e
tcommit
tstart	x10
ttest	x14
