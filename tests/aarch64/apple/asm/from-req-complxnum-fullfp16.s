// mattr: +complxnum,+fullfp16
fcadd.4h v29, v18, v22, #90
fcadd.8h v18, v1, v25, #270
fcmla.4h v25, v24, v4, #90
fcmla.4h v25, v15, v16[1], #270
fcmla.8h v16, v6, v30, #90
fcmla.8h v1, v29, v13[1], #90
