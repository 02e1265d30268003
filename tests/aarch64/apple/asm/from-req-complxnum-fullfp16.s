// mattr: +complxnum,+fullfp16
fcadd.4h v16, v6, v30, #270
fcadd.8h v18, v23, v2, #270
fcmla.4h v21, v15, v1, #90
fcmla.4h v9, v16, v21[1], #90
fcmla.8h v15, v1, v28, #90
fcmla.8h v22, v20, v2[3], #270
