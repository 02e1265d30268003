// without tme: each line is rejected
tcancel	#0x37cd
tcommit
tstart	x18
ttest	xzr
