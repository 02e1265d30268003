// without ccdp: each line is rejected
dc	cvadp, x5
