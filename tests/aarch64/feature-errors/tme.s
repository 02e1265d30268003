// without tme: each line is rejected
tcancel	#0x1
tcommit
tstart	xzr
ttest	x20
